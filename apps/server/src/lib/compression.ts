import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes out as it is: compressing a few hundred bytes saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Text, JSON and XML (the API's JSON-LD, CSV exports, SEPA files, SVG). Everything else stays as it is: PDFs,
// images and octet streams are compressed already or are not text (the plugin's own list takes octet-stream).
const TEXT_TYPES = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/;

/**
 * Issue 20: answers of the routes registered after this, above the threshold, go out in brotli or gzip when the
 * browser accepts one. Streams (the CSV exports) are compressed as they flow; a range or an answer that already has
 * a content-encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'], customTypes: TEXT_TYPES });
}
