import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  /** The stream, inflated and read as latin1; undefined for no stream or one that is not deflated text. */
  stream?: string;
}

/** The numbered objects of a PDF as pdfkit writes them (no object streams, no cross-reference streams). */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const streamAt = source.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: source.slice(start, end) });
      continue;
    }
    const dataStart = streamAt + /^stream\r?\n/.exec(source.slice(streamAt, streamAt + 8))![0].length;
    const dataEnd = source.indexOf('endstream', dataStart);
    let stream: string | undefined;
    try {
      stream = inflateSync(pdf.subarray(dataStart, dataEnd)).toString('latin1');
    } catch {
      stream = undefined; // images and raw data are not text
    }
    objects.set(Number(match[1]), { dict: source.slice(start, streamAt), stream });
    header.lastIndex = source.indexOf('endobj', dataEnd);
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap (bfchar and bfrange, as pdfkit writes them): two-byte code → text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) codes.set(parseInt(code!, 16), utf16(text!));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, list, first] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F\s]+)>)/g)) {
      const from = parseInt(low!, 16);
      const to = parseInt(high!, 16);
      if (list !== undefined) [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, text], i) => codes.set(from + i, utf16(text!)));
      else for (let code = from, unit = parseInt(first!.replace(/\s+/g, ''), 16); code <= to; code++, unit++) codes.set(code, String.fromCharCode(unit));
    }
  }
  return codes;
}

/** Each font resource name (`F1`) → how to turn its hex strings into text. */
function fontDecoders(objects: Map<number, PdfObject>): Map<string, (hex: string) => string> {
  const decoders = new Map<string, (hex: string) => string>();
  const standard = (hex: string) => Buffer.from(hex, 'hex').toString('latin1'); // WinAnsi, one byte a character
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '');
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (!cmap) {
        decoders.set(name!, standard);
        continue;
      }
      const codes = parseToUnicode(cmap);
      // An embedded font (Identity-H): two bytes a glyph.
      decoders.set(name!, (hex) => (hex.match(/.{4}/g) ?? []).map((code) => codes.get(parseInt(code, 16)) ?? '\uFFFD').join(''));
    }
  }
  return decoders;
}

/**
 * The text lines of a PDF made by pdfkit: each compressed content stream is inflated and every
 * `[<hex> kern <hex>] TJ` is decoded with the font last chosen by `Tf` (an embedded font through its
 * ToUnicode map, a standard one as WinAnsi). Enough for tests to read what a PDF says; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const decoders = fontDecoders(objects);
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    let decode = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');
    for (const [, font, array] of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (font) decode = decoders.get(font) ?? decode;
      else lines.push([...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decode(hex!)).join(''));
    }
  }
  return lines;
}
