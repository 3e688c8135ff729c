import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerPaidMember } from '../test/factories';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const ctx = useTestApp();
const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => ctx.app.server.inject({ method, url, headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('API answers on the wire (issue 20)', () => {
  it('compresses an answer above the threshold in the encoding the caller accepts, and not for one that accepts none', async () => {
    const url = '/api/variables?page=1';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await get(url, BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const head = await get(url, BROWSER, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends a small answer as it is', async () => {
    const health = await get('/api/health', BROWSER);
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
  });

  it('does not compress a PDF again', async () => {
    const member = await registerPaidMember(ctx);
    const authorization = `Bearer ${await ctx.tokenFor(member.username, MEMBER_PASSWORD)}`;
    const [invoice] = (await get('/api/invoices', { authorization })).json()['hydra:member'] as { id: number }[];
    const pdf = await get(`/pdf/invoices/${invoice!.id}`, { ...BROWSER, authorization });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
