import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaObjects } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember } from '../test/factories';

const ctx = useTestApp();

const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url));
const JPG = fixture('tiny.jpg');
const PNG = fixture('tiny.png');
const PDF = fixture('tiny.pdf');

interface FilePart {
  name: string;
  bytes: Uint8Array;
  /** What the browser claims; the server never believes it. */
  type?: string;
}

/** A real multipart body, as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const as = (token: string, language = 'en') => ({ authorization: `Bearer ${token}`, 'accept-language': language });

async function upload(token: string, kind: string, file?: FilePart, language = 'en') {
  const { payload, contentType } = await multipart({ kind }, file);
  return ctx.app.server.inject({ method: 'POST', url: '/api/media_objects', payload, headers: { ...as(token, language), 'content-type': contentType } });
}

const call = (token: string, method: 'GET' | 'DELETE', url: string) => ctx.app.server.inject({ method, url, headers: as(token) });
const storedRows = async () => (await ctx.database.db.select({ n: count() }).from(mediaObjects))[0]!.n;

async function member() {
  const { username } = await registerMember(ctx);
  return ctx.tokenFor(username, MEMBER_PASSWORD);
}

describe('member files (GET/POST /api/media_objects)', () => {
  it('accepts a real jpg, png and pdf, typed by their content, and lists metadata without bytes', async () => {
    const token = await member();
    const front = await upload(token, 'id_front', { name: 'front.jpg', bytes: JPG, type: 'image/jpeg' });
    expect(front.statusCode).toBe(201);
    expect(front.json()).toMatchObject({ '@type': 'MediaObject', kind: 'id_front', mimeType: 'image/jpeg', originalName: 'front.jpg', size: JPG.length });
    // Named .pdf and claimed as a pdf by the browser: it is a png, and stored (and named) as one.
    const back = (await upload(token, 'id_back', { name: 'back.pdf', bytes: PNG, type: 'application/pdf' })).json();
    expect(back).toMatchObject({ mimeType: 'image/png', originalName: 'back.png' });
    const certificate = (await upload(token, 'bank_certificate', { name: 'Certificado titularidad.pdf', bytes: PDF })).json();
    expect(certificate.mimeType).toBe('application/pdf');

    const list = (await call(token, 'GET', '/api/media_objects')).json();
    expect(list['hydra:totalItems']).toBe(3);
    expect(list['hydra:member'][0]).not.toHaveProperty('content');
    const backs = (await call(token, 'GET', '/api/media_objects?kind=id_back')).json();
    expect(backs['hydra:member'].map((m: { id: number }) => m.id)).toEqual([back.id]);

    const content = await call(token, 'GET', certificate.contentUrl);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PDF)).toBe(true);
    expect(content.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename*=UTF-8''Certificado%20titularidad.pdf; filename="Certificado titularidad.pdf"`,
    });
    expect((await call(token, 'GET', `/api/media_objects/${certificate.id}`)).json()).toEqual(certificate);
  });

  it("names a stored file by its detected type, whatever the client's name says, and serves it as that type", async () => {
    const token = await member();
    const named = async (kind: string, name: string, bytes: Uint8Array) => (await upload(token, kind, { name, bytes })).json().originalName;
    // The name a download is saved under decides how the member's computer opens it: never as a page or a program.
    expect(await named('id_front', 'evil.html', PNG)).toBe('evil.png');
    expect(await named('id_front', 'setup.exe', JPG)).toBe('setup.jpg');
    expect(await named('bank_certificate', 'scan', PDF)).toBe('scan.pdf');
    expect(await named('bank_certificate', 'my.bank.PDF', PDF)).toBe('my.bank.PDF');
    expect(await named('id_back', 'Photo.JPEG', JPG)).toBe('Photo.JPEG');
    expect(await named('id_back', '.png', JPG)).toBe('id_back.jpg');

    const evil = (await upload(token, 'id_front', { name: 'evil.html', bytes: PNG, type: 'text/html' })).json();
    const served = await call(token, 'GET', evil.contentUrl);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename*=UTF-8''evil.png; filename="evil.png"`,
    });
    // A file stored before names followed their type leaves under the right one too.
    const { id: ownerId } = (await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: as(token) })).json();
    const [old] = await ctx.database.db.insert(mediaObjects).values({
      ownerId, kind: 'id_back', mimeType: 'image/png', originalName: 'old.html', sizeBytes: PNG.length, sha256: '0'.repeat(64), content: PNG,
    }).returning();
    const oldServed = await call(token, 'GET', `/api/media_objects/${old!.id}/content`);
    expect(oldServed.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''old.png; filename="old.png"`);
  });

  it('keeps one file per kind: a new ID front replaces the previous one', async () => {
    const token = await member();
    const first = (await upload(token, 'id_front', { name: 'old.jpg', bytes: JPG })).json();
    const second = (await upload(token, 'id_front', { name: 'new.png', bytes: PNG })).json();
    expect((await call(token, 'GET', `/api/media_objects/${first.id}`)).statusCode).toBe(404);
    const fronts = (await call(token, 'GET', '/api/media_objects?kind=id_front')).json();
    expect(fronts['hydra:member'].map((m: { id: number }) => m.id)).toEqual([second.id]);
  });

  it('refuses a renamed executable, a 2.1 MB image and an empty file with the spec message, storing nothing', async () => {
    const token = await member();
    const before = await storedRows();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const big = Buffer.concat([PNG, Buffer.alloc(Math.round(2.1 * 1024 * 1024) - PNG.length)]);
    const refused = [
      await upload(token, 'bank_certificate', { name: 'x.pdf', bytes: elf, type: 'application/pdf' }),
      await upload(token, 'id_front', { name: 'setup.jpg', bytes: exe, type: 'image/jpeg' }),
      await upload(token, 'id_front', { name: 'huge.png', bytes: big, type: 'image/png' }),
      await upload(token, 'id_back', { name: 'empty.png', bytes: new Uint8Array(), type: 'image/png' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([
        expect.objectContaining({ propertyPath: 'file', code: 'validation.documentFile', message: 'The file must be a jpg, png or pdf of up to 2 MB' }),
      ]);
    }
    const spanish = await upload(token, 'id_front', { name: 'x.pdf', bytes: elf }, 'es');
    expect(spanish.json().violations[0].message).toBe('El archivo debe ser jpg, png o pdf, de hasta 2 MB');
    const portuguese = await upload(token, 'id_front', { name: 'x.pdf', bytes: elf }, 'pt');
    expect(portuguese.json().violations[0].message).toBe('O ficheiro deve ser jpg, png ou pdf, até 2 MB');
    expect((await upload(token, 'photo', { name: 'me.pdf', bytes: PDF })).json().violations[0].code).toBe('validation.photoFile');
    expect(await storedRows()).toBe(before);
  });

  it('asks for the kind and the file', async () => {
    const token = await member();
    expect((await upload(token, 'passport', { name: 'a.png', bytes: PNG })).json().violations[0]).toMatchObject({ propertyPath: 'kind', code: 'validation.invalid' });
    expect((await upload(token, 'id_front')).json().violations[0]).toMatchObject({ propertyPath: 'file', code: 'validation.required' });
    const json = await ctx.app.server.inject({ method: 'POST', url: '/api/media_objects', payload: { kind: 'id_front' }, headers: as(token) });
    expect(json.json().violations[0]).toMatchObject({ propertyPath: 'file', code: 'validation.required' });
    const anonymous = await multipart({ kind: 'id_front' }, { name: 'a.png', bytes: PNG });
    const response = await ctx.app.server.inject({ method: 'POST', url: '/api/media_objects', payload: anonymous.payload, headers: { 'content-type': anonymous.contentType } });
    expect(response.statusCode).toBe(401);
  });

  it("hides a member's file from other members (list, metadata, content, delete) but not from admins", async () => {
    const owner = await member();
    const stranger = await member();
    const file = (await upload(owner, 'id_front', { name: 'dni.png', bytes: PNG })).json();
    for (const url of [`/api/media_objects/${file.id}`, `/api/media_objects/${file.id}/content`]) {
      expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    }
    expect((await call(stranger, 'DELETE', `/api/media_objects/${file.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/media_objects')).json()['hydra:totalItems']).toBe(0);

    const ownerId = Number(String(file.owner).split('/').pop());
    expect((await call(stranger, 'GET', `/api/media_objects?owner=${ownerId}`)).statusCode).toBe(404);

    const admin = await createAdmin(ctx);
    const listed = (await call(admin.token, 'GET', `/api/media_objects?owner=${ownerId}`)).json();
    expect(listed['hydra:member'].map((m: { id: number }) => m.id)).toEqual([file.id]);
    const downloaded = await call(admin.token, 'GET', `/api/media_objects/${file.id}/content`);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(PNG)).toBe(true);
    expect((await call(owner, 'GET', `/api/media_objects/${file.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/media_objects/${file.id}`)).statusCode).toBe(204);
    expect((await call(admin.token, 'GET', `/api/media_objects/${file.id}`)).statusCode).toBe(404);
  });

  it('lets an admin acting as the member handle identity documents but not the bank certificate', async () => {
    const { id, username } = await registerMember(ctx);
    const own = await upload(await ctx.tokenFor(username, MEMBER_PASSWORD), 'bank_certificate', { name: 'bank.pdf', bytes: PDF });
    const admin = await createAdmin(ctx);
    const acting = (await call(admin.token, 'GET', `/api/admin-access-token/auth/${id}`)).json().access_token as string;
    expect((await upload(acting, 'id_front', { name: 'front.jpg', bytes: JPG })).statusCode).toBe(201);
    expect((await upload(acting, 'bank_certificate', { name: 'other.pdf', bytes: PDF })).json().code).toBe('NOT_WHILE_IMPERSONATING');
    expect((await call(acting, 'DELETE', `/api/media_objects/${own.json().id}`)).statusCode).toBe(403);
  });
});

describe('the presentation photo (GET /api/presentation/{name}/photo)', () => {
  it('serves the photo of a member with a page, and nothing else of theirs', async () => {
    const { username } = await registerMember(ctx);
    const token = await ctx.tokenFor(username, MEMBER_PASSWORD);
    const visit = (url: string) => ctx.app.server.inject({ method: 'GET', url });
    await upload(token, 'id_front', { name: 'dni.jpg', bytes: JPG });
    expect((await visit(`/api/presentation/${username}`)).json().image).toBeNull();
    expect((await visit(`/api/presentation/${username}/photo`)).statusCode).toBe(404); // the ID is never served here

    const photo = (await upload(token, 'photo', { name: 'me.png', bytes: PNG })).json();
    const image = (await visit(`/api/presentation/${username}`)).json().image;
    expect(image).toBe(`/api/presentation/${username}/photo?v=${photo.id}`);
    // The same photo is the member's avatar (GET /api/me); before it there was the placeholder.
    const me = await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().image).toBe(image);
    const served = await visit(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=300'); // the one API answer meant to be cached
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await visit('/api/presentation/nobody-here/photo')).statusCode).toBe(404);
  });
});
