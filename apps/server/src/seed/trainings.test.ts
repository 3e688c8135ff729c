import { LANGUAGES, TRAINING_CATEGORIES, videoEmbedUrl } from '@vo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { catalogueViewers, type Api } from '../test/catalogue';
import { seedTrainings } from './trainings';

const ctx = useTestApp();
let admin: Api;
let client: Api;

type Item = { '@id': string; replay: string; category: string; language: string; isActive: boolean } & Record<string, unknown>;
const all = async (api: Api): Promise<Item[]> => (await api('GET', '/api/trainings?itemsPerPage=100')).json()['hydra:member'];

beforeAll(async () => {
  ({ admin, client } = await catalogueViewers(ctx));
  await seedTrainings(ctx.database.db);
});

describe('the demo trainings', () => {
  it('cover every category and language, with replays played in the page and one opened elsewhere', async () => {
    const trainings = await all(client);
    expect(new Set(trainings.map((t) => t.category))).toEqual(new Set(TRAINING_CATEGORIES));
    expect(new Set(trainings.map((t) => t.language))).toEqual(new Set(LANGUAGES));
    const players = trainings.map((t) => new URL(videoEmbedUrl(t.replay) ?? 'https://elsewhere.invalid').hostname);
    expect(new Set(players)).toEqual(new Set(['www.youtube-nocookie.com', 'player.vimeo.com', 'elsewhere.invalid']));
    // One withdrawn training: the console lists it, members do not.
    expect((await all(admin)).filter((t) => !t.isActive)).toHaveLength(1);
  });

  it('passes the console\'s own checks: each training, sent back as read, is accepted', async () => {
    for (const training of await all(admin)) {
      const saved = await admin('PUT', training['@id'], training);
      expect(saved.statusCode, `${training['@id']}: ${saved.body}`).toBe(200);
      expect(saved.json()).toEqual(training);
    }
  });
});
