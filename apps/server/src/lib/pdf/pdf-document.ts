import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * pdfkit's standard fonts only know Windows-1252, so `Łódź` or `Dvořák` came out as garbage: every PDF embeds
 * DejaVu Sans (Latin, Greek, Cyrillic), subset to the glyphs it uses. The TTFs come from the `dejavu-fonts-ttf`
 * package, resolved through node_modules so the bundled server (dist/) finds them as the sources do.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

const FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type FontName = keyof typeof FONTS;

let loaded: Record<FontName, Buffer> | undefined;
// Read once per process: the files are large and never change while it runs.
const fonts = () => (loaded ??= { regular: readFileSync(fontFile(FONTS.regular)), bold: readFileSync(fontFile(FONTS.bold)) });

/** A pdfkit document writing with the Unicode fonts (`regular` by default, `bold`), and its bytes once ended. */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  doc.font('regular');
  return { doc, bytes };
}
