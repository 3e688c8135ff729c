import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF made by pdfkit with its standard fonts: each compressed content stream is
 * inflated and every `[<hex> kern <hex>] TJ` is decoded (WinAnsi, one byte per character).
 * Enough for tests to read what a PDF says; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // images and fonts are not text
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'));
      lines.push(pieces.join(''));
    }
  }
  return lines;
}
