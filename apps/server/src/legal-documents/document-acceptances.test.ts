import { translate } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cms, documentAcceptances, documentVersions } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember, registrationBody } from '../test/factories';

const ctx = useTestApp();

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, language = 'en') =>
  ctx.app.server.inject({
    method, url, payload, remoteAddress: '203.0.113.7',
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const cmsPage = async (keyName: string, language: 'es' | 'en' | 'pt') =>
  (await ctx.database.db.select().from(cms).where(and(eq(cms.keyName, keyName), eq(cms.language, language))))[0]!;

const pendingKeys = async (token: string, language = 'en') =>
  (await call(token, 'GET', '/api/document_acceptances/pending', undefined, language)).json()['hydra:member']
    .map((d: { keyName: string; version: number; language: string }) => `${d.keyName}@${d.version}/${d.language}`);

const acceptanceRows = (userId: number) =>
  ctx.database.db.select().from(documentAcceptances).where(eq(documentAcceptances.userId, userId)).orderBy(documentAcceptances.id);

describe('legal document acceptances (my account → contract)', () => {
  let member: { id: number; token: string };
  let admin: { token: string };

  it('registration records the current version of terms, privacy and contract, in the member\'s language, from their address', async () => {
    const body = await registrationBody(ctx, { language: 'pt' });
    // The client's address as the server sees it (no proxy is trusted by default: TRUST_PROXY).
    const registered = await call(null, 'POST', '/api/register', body);
    expect(registered.statusCode).toBe(201);
    member = { id: registered.json().id, token: await ctx.tokenFor(body.username, MEMBER_PASSWORD) };
    admin = await createAdmin(ctx);

    const rows = await acceptanceRows(member.id);
    expect(rows.map((r) => [r.keyName, r.version, r.language, r.ip]).sort()).toEqual([
      ['contract', 1, 'pt', '203.0.113.7'], ['privacy', 1, 'pt', '203.0.113.7'], ['terms', 1, 'pt', '203.0.113.7'],
    ]);

    const list = (await call(member.token, 'GET', '/api/document_acceptances?order[keyName]=asc')).json();
    expect(list['hydra:totalItems']).toBe(3);
    expect(list['hydra:member'].map((a: { keyName: string; title: string; version: number; isCurrent: boolean }) => [a.keyName, a.title, a.version, a.isCurrent]))
      .toEqual([
        ['contract', 'Independent distributor contract', 1, true],
        ['privacy', 'Privacy policy', 1, true],
        ['terms', 'Terms and conditions', 1, true],
      ]);
    expect(await pendingKeys(member.token)).toEqual([]);
  });

  it('only an admin edits a document; a bad body is a translated 400 and changes nothing', async () => {
    const contract = await cmsPage('contract', 'es');
    const body = { title: contract.title, content: 'Nuevo texto', newVersion: true };
    expect((await call(member.token, 'PUT', `/api/admin/cms/${contract.id}`, body)).statusCode).toBe(403);
    expect((await call(null, 'PUT', `/api/admin/cms/${contract.id}`, body)).statusCode).toBe(401);
    expect((await call(admin.token, 'PUT', '/api/admin/cms/999999', body)).statusCode).toBe(404);
    const bad = await call(admin.token, 'PUT', `/api/admin/cms/${contract.id}`, { title: ' ', content: '', newVersion: 'yes' }, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message])).toEqual([
      ['title', translate('es', 'validation.required')],
      ['content', translate('es', 'validation.required')],
      ['newVersion', translate('es', 'validation.invalid', { name: 'newVersion' })],
    ]);
    expect(await cmsPage('contract', 'es')).toEqual(contract);
  });

  it('a correction of the current text asks nobody again', async () => {
    const privacy = await cmsPage('privacy', 'en');
    const response = await call(admin.token, 'PUT', `/api/admin/cms/${privacy.id}`, { title: privacy.title, content: `${privacy.content}\nTypo fixed.`, newVersion: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 1, content: expect.stringContaining('Typo fixed.') });
    expect(await pendingKeys(member.token)).toEqual([]);
  });

  it('a new version of the contract (all languages) is pending until accepted; the old text stays readable', async () => {
    const before = await cmsPage('contract', 'es');
    const response = await call(admin.token, 'PUT', `/api/admin/cms/${before.id}`, { title: before.title, content: '# Contrato\n\nVersión dos.', newVersion: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ keyName: 'contract', language: 'es', version: 2, content: '# Contrato\n\nVersión dos.' });
    expect((await cmsPage('contract', 'en')).version).toBe(2);
    expect((await cmsPage('contract', 'pt')).version).toBe(2);
    const versions = await ctx.database.db.select().from(documentVersions).where(eq(documentVersions.keyName, 'contract'));
    expect(versions.map((v) => `${v.language}@${v.version}`).sort()).toEqual(['en@1', 'en@2', 'es@1', 'es@2', 'pt@1', 'pt@2']);

    expect(await pendingKeys(member.token)).toEqual(['contract@2/en']);
    expect(await pendingKeys(member.token, 'es')).toEqual(['contract@2/es']);
    // Staff are not asked to accept the member documents.
    expect(await pendingKeys(admin.token)).toEqual([]);

    const list = (await call(member.token, 'GET', '/api/document_acceptances?keyName=contract')).json();
    const [old] = list['hydra:member'];
    expect(old).toMatchObject({ version: 1, currentVersion: 2, isCurrent: false });
    const oldText = (await call(member.token, 'GET', `/api/document_acceptances/${old.id}`, undefined, 'es')).json();
    expect(oldText.content).toBe(before.content);
  });

  it('accepting an old or unknown version is refused with a translated error and stores nothing', async () => {
    for (const [language, version] of [['es', 1], ['pt', 3]] as const) {
      const refused = await call(member.token, 'POST', '/api/document_acceptances', { keyName: 'contract', version }, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'DOCUMENT_VERSION_NOT_CURRENT', 'hydra:description': translate(language, 'errors.documentVersionNotCurrent') });
    }
    const unknown = await call(member.token, 'POST', '/api/document_acceptances', { keyName: 'cookies', version: 1 }, 'es');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().violations[0]).toMatchObject({ propertyPath: 'keyName', message: translate('es', 'validation.invalid', { name: 'keyName' }) });
    expect((await call(member.token, 'POST', '/api/document_acceptances', { keyName: 'contract' })).statusCode).toBe(400);
    expect((await call(null, 'POST', '/api/document_acceptances', { keyName: 'contract', version: 2 })).statusCode).toBe(401);
    expect(await acceptanceRows(member.id)).toHaveLength(3);
  });

  it('an admin acting as the member reads what is pending but cannot accept it for them', async () => {
    const started = (await call(admin.token, 'GET', `/api/admin-access-token/auth/${member.id}`)).json();
    expect(await pendingKeys(started.access_token)).toEqual(['contract@2/en']);
    const refused = await call(started.access_token, 'POST', '/api/document_acceptances', { keyName: 'contract', version: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_WHILE_IMPERSONATING');
    expect(await acceptanceRows(member.id)).toHaveLength(3);
  });

  it('accepting the current version clears it, once however often it is sent', async () => {
    const accepted = await call(member.token, 'POST', '/api/document_acceptances', { keyName: 'contract', version: 2 }, 'es');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ keyName: 'contract', version: 2, language: 'es', isCurrent: true, content: '# Contrato\n\nVersión dos.' });
    const again = await call(member.token, 'POST', '/api/document_acceptances', { keyName: 'contract', version: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(accepted.json().id);
    expect(await pendingKeys(member.token)).toEqual([]);
    expect(await acceptanceRows(member.id)).toHaveLength(4);
  });

  it('another member sees only their own acceptances', async () => {
    const other = await registerMember(ctx);
    const otherToken = await ctx.tokenFor(other.username, MEMBER_PASSWORD);
    // Registered after the new version: they accepted version 2 at sign-up.
    const theirs = (await call(otherToken, 'GET', '/api/document_acceptances?order[keyName]=asc')).json();
    expect(theirs['hydra:member'].map((a: { keyName: string; version: number }) => `${a.keyName}@${a.version}`)).toEqual(['contract@2', 'privacy@1', 'terms@1']);
    const [mine] = await acceptanceRows(member.id);
    const peek = await call(otherToken, 'GET', `/api/document_acceptances/${mine!.id}`);
    expect(peek.statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/document_acceptances')).statusCode).toBe(401);
  });
});
