import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaObjects } from '../db/schema';
import { useTestApp } from '../test/build-app';
import {
  categoryBody, courseBody, created, eventBody, excursionBody, journeyBody, TINY_JPG, TINY_PDF, TINY_PNG, uploadFile, useCatalogueViewers,
} from '../test/catalogue';

const ctx = useTestApp();
const { admin, client: member, tokens } = useCatalogueViewers(ctx);

const cataloguePhotos = async () =>
  (await ctx.database.db.select({ n: count() }).from(mediaObjects).where(eq(mediaObjects.kind, 'catalogue_photo')))[0]!.n;
const uploadPhoto = (url: string, file: { name: string; bytes: Uint8Array }, token = tokens.admin) => uploadFile(ctx, token, url, file);

describe('catalogue photos', () => {
  it('an admin uploads a photo for an item; any member who may see it loads it', async () => {
    const journey = (await created(admin, '/api/travel', journeyBody())).id;
    const uploaded = await uploadPhoto(`/api/travel/${journey}/photo`, { name: 'fjord.png', bytes: TINY_PNG });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { photo } = uploaded.json();
    expect(photo).toMatch(new RegExp(`^/api/travel/${journey}/photo\\?v=\\d+$`));
    expect((await member('GET', `/api/travel/${journey}`)).json().photo).toBe(photo);

    const loaded = await member('GET', photo);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(loaded.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=300' });
    expect(loaded.headers['content-disposition']).toMatch(/^inline; /);

    // Stored as the admin's file, of its own kind: their documents are not touched, and the owner check stays.
    const [stored] = await ctx.database.db.select().from(mediaObjects).where(eq(mediaObjects.kind, 'catalogue_photo'));
    expect(stored).toMatchObject({ mimeType: 'image/png', originalName: 'fjord.png' });
    expect((await member('GET', `/api/media_objects/${stored!.id}`)).statusCode).toBe(404);
  });

  it('replaces the item\'s photo without touching the photos of other items, and deletes it with the item', async () => {
    const [a, b] = [(await created(admin, '/api/courses', courseBody())).id, (await created(admin, '/api/courses', courseBody())).id];
    const before = await cataloguePhotos();
    const first = (await uploadPhoto(`/api/courses/${a}/photo`, { name: 'a.png', bytes: TINY_PNG })).json().photo;
    await uploadPhoto(`/api/courses/${b}/photo`, { name: 'b.png', bytes: TINY_PNG });
    const second = (await uploadPhoto(`/api/courses/${a}/photo`, { name: 'a.jpg', bytes: TINY_JPG })).json().photo;
    expect(second).not.toBe(first);
    expect(await cataloguePhotos()).toBe(before + 2);
    expect((await member('GET', second)).headers['content-type']).toBe('image/jpeg');
    expect((await member('GET', `/api/courses/${b}/photo`)).statusCode).toBe(200);

    expect((await admin('DELETE', `/api/courses/${a}`)).statusCode).toBe(204);
    expect(await cataloguePhotos()).toBe(before + 1);
  });

  it('shows the photo only to whoever may see the item, and 404 when there is none', async () => {
    const hidden = (await created(admin, '/api/travel', journeyBody({ permSoc: false }))).id;
    await uploadPhoto(`/api/travel/${hidden}/photo`, { name: 'x.png', bytes: TINY_PNG });
    expect((await member('GET', `/api/travel/${hidden}/photo`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/travel/${hidden}/photo`)).statusCode).toBe(200);
    const bare = (await created(admin, '/api/travel', journeyBody())).id;
    expect((await member('GET', `/api/travel/${bare}/photo`)).statusCode).toBe(404);
    expect((await ctx.app.server.inject({ method: 'GET', url: `/api/travel/${hidden}/photo` })).statusCode).toBe(401);
  });

  it('takes jpg and png of up to 2 MB by their content, for journeys, excursions, courses and events', async () => {
    const journey = (await created(admin, '/api/travel', journeyBody())).id;
    const excursion = (await created(admin, '/api/excursions', excursionBody(journey))).id;
    const event = (await created(admin, '/api/event_enjoys', eventBody((await created(admin, '/api/category_events', categoryBody())).id))).id;
    for (const url of [`/api/excursions/${excursion}/photo`, `/api/event_enjoys/${event}/photo`]) {
      expect((await uploadPhoto(url, { name: 'x.jpg', bytes: TINY_JPG })).statusCode, url).toBe(200);
    }

    const before = await cataloguePhotos();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(Math.round(2.1 * 1024 * 1024) - TINY_PNG.length)]);
    for (const file of [{ name: 'x.png', bytes: TINY_PDF }, { name: 'huge.png', bytes: big }, { name: 'empty.png', bytes: new Uint8Array() }]) {
      const refused = await uploadPhoto(`/api/travel/${journey}/photo`, file);
      expect(refused.statusCode, file.name).toBe(400);
      expect(refused.json().violations).toEqual([expect.objectContaining({ propertyPath: 'file', code: 'validation.photoFile', message: 'The photo must be a jpg or png of up to 2 MB' })]);
    }
    expect((await uploadPhoto('/api/travel/999999/photo', { name: 'x.png', bytes: TINY_PNG })).statusCode).toBe(404);
    expect(await cataloguePhotos()).toBe(before);
    expect((await admin('GET', `/api/travel/${journey}`)).json().photo).toBeNull();
  });

  it('is not a kind a member uploads among their own files', async () => {
    const before = await cataloguePhotos();
    const refused = await uploadFile(ctx, tokens.client, '/api/media_objects', { name: 'x.png', bytes: TINY_PNG }, { kind: 'catalogue_photo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'kind', code: 'validation.invalid' });
    expect(await cataloguePhotos()).toBe(before);
  });
});
