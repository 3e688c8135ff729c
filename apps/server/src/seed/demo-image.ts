import { crc32, deflateSync } from 'node:zlib';

/** An RGB colour, 0-255 each. */
export type Rgb = readonly [number, number, number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

/**
 * A real PNG drawn from code for the demo catalogue (the machine that seeds may have no network): a sky from `top`
 * to `bottom`, a sun, and a horizon of `ground`. Each item gets its own colours, so the cards are told apart.
 */
export function demoPng({ top, bottom, sun, ground }: { top: Rgb; bottom: Rgb; sun: Rgb; ground: Rgb }, width = 480, height = 270): Buffer {
  const rowBytes = width * 3 + 1;
  const pixels = Buffer.alloc(rowBytes * height);
  const horizon = Math.round(height * 0.72);
  const [sunX, sunY, sunR] = [width * 0.7, height * 0.45, height * 0.13];
  for (let y = 0; y < height; y += 1) {
    pixels[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const inSun = (x - sunX) ** 2 + (y - sunY) ** 2 <= sunR ** 2;
      const colour = y >= horizon ? mix(ground, bottom, (y - horizon) / (height - horizon) / 3) : inSun ? sun : mix(top, bottom, y / horizon);
      pixels.set(colour, y * rowBytes + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter choice, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
