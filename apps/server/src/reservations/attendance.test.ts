import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createAdmin, memberClient, registerPaidMember } from '../test/factories';
import { createAttendanceCode, createEvent, credit, multipartBody, passenger } from './test-catalogue';

const ctx = useTestApp();

async function member() {
  const m = await registerPaidMember(ctx, 2);
  await credit(ctx.database.db, m.id, 'enjoy_points', 100_000);
  return { ...m, call: await memberClient(ctx, m.username) };
}

/** A member's reservation of the event, confirmed by the staff with a ticket. */
async function confirmedBooking(m: Awaited<ReturnType<typeof member>>, eventId: number) {
  const { '@id': id } = (await m.call('POST', '/api/reservations', { type: 'event', event: eventId, passengers: [passenger()] })).json();
  const { token } = await createAdmin(ctx);
  const { payload, contentType } = await multipartBody({ name: 't.pdf', type: 'application/pdf', bytes: new Uint8Array(readFileSync(new URL('../test/fixtures/tiny.pdf', import.meta.url))) });
  const confirmed = await ctx.app.server.inject({
    method: 'POST', url: `${id.replace('/api/reservations/', '/api/admin/reservations/')}/confirm`, payload, headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  expect(confirmed.json().status).toBe('confirmed');
}

const refusal = (response: { statusCode: number; json(): { code: string } }) => [response.statusCode, response.json().code];

describe('attendance check-in (DESIGN.md section 7b)', () => {
  it('records a member\'s attendance once, with the event\'s active code and a confirmed reservation of it', async () => {
    const m = await member();
    const event = await createEvent(ctx.database.db);
    await createAttendanceCode(ctx.database.db, event.id, 'ENJOY-2027');
    await createAttendanceCode(ctx.database.db, event.id, 'OLD-CODE', false);

    expect(refusal(await m.call('POST', '/api/attendance_codes', { code: 'ENJOY-2027' }))).toEqual([422, 'ATTENDANCE_NOT_BOOKED']);
    await m.call('POST', '/api/reservations', { type: 'event', event: event.id, passengers: [passenger()] });
    // Paid is not enough: the staff must have confirmed it.
    expect(refusal(await m.call('POST', '/api/attendance_codes', { code: 'ENJOY-2027' }))).toEqual([422, 'ATTENDANCE_NOT_BOOKED']);

    const other = await member();
    await confirmedBooking(other, event.id);
    expect(refusal(await other.call('POST', '/api/attendance_codes', { code: 'OLD-CODE' }))).toEqual([422, 'ATTENDANCE_CODE_INVALID']);
    expect(refusal(await other.call('POST', '/api/attendance_codes', { code: 'NOPE' }))).toEqual([422, 'ATTENDANCE_CODE_INVALID']);
    const recorded = await other.call('POST', '/api/attendance_codes', { code: ' enjoy-2027 ' });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ '@type': 'EventAttendance', event: { '@id': `/api/event_enjoys/${event.id}`, title: { en: 'Cena Enjoy' } }, code: 'ENJOY-2027' });
    const again = await other.call('POST', '/api/attendance_codes', { code: 'ENJOY-2027' });
    expect([...refusal(again), again.json()['hydra:description']]).toEqual([409, 'ATTENDANCE_ALREADY_RECORDED', 'Your attendance at this event is already recorded']);

    expect((await other.call('GET', '/api/attendance_codes')).json()['hydra:member'].map((a: { code: string }) => a.code)).toEqual(['ENJOY-2027']);
    expect((await m.call('GET', '/api/attendance_codes')).json()['hydra:totalItems']).toBe(0);
    expect((await m.call('POST', '/api/attendance_codes', { code: '' })).json().violations).toEqual([expect.objectContaining({ propertyPath: 'code', code: 'validation.required' })]);
  });
});
