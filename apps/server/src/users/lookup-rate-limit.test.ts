import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';

const ctx = useTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: '3' });

const lookup = (url: string, remoteAddress: string) =>
  ctx.app.server.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': 'en' } });

describe('public look-ups (checkDni, checkEmail, checkUsername, sponsor)', () => {
  it('share one tight per-IP budget, refused with a translated 429', async () => {
    const urls = ['/api/checkDni/12345678Z', '/api/checkEmail/someone@example.test', '/api/checkUsername/someone', '/api/sponsor/virtualoffice'];
    const answers = [];
    for (const url of urls) answers.push(await lookup(url, '198.51.100.20'));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).not.toContain(429);
    expect(answers[3]!.statusCode).toBe(429);
    expect(answers[3]!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', 'hydra:description': 'Too many requests. Please wait a moment' });
    // Another address has its own budget.
    expect((await lookup('/api/checkUsername/someone', '198.51.100.21')).statusCode).toBe(200);
  });

  it('the sponsor look-up is limited too', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await lookup('/api/sponsor/virtualoffice', '198.51.100.22')).statusCode);
    expect(statuses[3]).toBe(429);
  });
});
