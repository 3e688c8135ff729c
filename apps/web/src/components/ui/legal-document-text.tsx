import { ScrollArea } from '@mantine/core';
import { SimpleMarkdown } from './simple-markdown';

/** The text without its first heading when that heading only repeats the title the screen already shows. */
function withoutRepeatedTitle(content: string, title: string): string {
  return content.replace(/^#\s+(.*)\r?\n/, (line, heading: string) => (heading.trim() === title.trim() ? '' : line));
}

/** A legal document (cms Markdown) under its title, scrolling inside a box of `height` when given. */
export function LegalDocumentText({ title, content, height, testId }: { title: string; content: string; height?: number; testId?: string }) {
  const text = <SimpleMarkdown source={withoutRepeatedTitle(content, title)} />;
  return (
    <div data-testid={testId}>
      {height ? (
        // A scrolling box must take the keyboard focus, or a keyboard user cannot read what is below (WCAG 2.1.1).
        <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': title }}>
          {text}
        </ScrollArea.Autosize>
      ) : (
        text
      )}
    </div>
  );
}
