import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** `**bold**` inside a line, as React nodes (never HTML). */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? <strong key={i}>{part.slice(2, -2)}</strong> : part,
  );
}

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

function parse(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    } else if (item) {
      if (paragraph.length) flush();
      (list ??= []).push(item[1] ?? '');
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * The small Markdown subset the CMS pages use (headings, paragraphs, lists, bold), rendered as React elements:
 * CMS text is never injected as HTML.
 */
export function SimpleMarkdown({ source }: { source: string }) {
  return (
    <Stack gap="sm">
      {parse(source).map((block, i) => {
        if (block.kind === 'heading') {
          return (
            <Title key={i} order={Math.min(block.level + 2, 6) as 3 | 4 | 5 | 6}>
              {inline(block.text)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={i} size="sm" spacing={4}>
              {block.items.map((item, j) => (
                <List.Item key={j}>{inline(item)}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={i} size="sm">
            {inline(block.text)}
          </Text>
        );
      })}
    </Stack>
  );
}
