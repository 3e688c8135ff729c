/** A Markdown table, readable both in a terminal and in a README. */
export function markdownTable(header: string[], rows: string[][], align: ('l' | 'r')[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length), 3));
  const pad = (cell: string, i: number) => (align[i] === 'r' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  const line = (cells: string[]) => `| ${header.map((_, i) => pad(cells[i] ?? '', i)).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits: number) => value.toFixed(digits);
