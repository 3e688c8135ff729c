import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, membershipByLevel, registrationBody } from '../test/factories';

const ctx = useTestApp();

/** A newcomer on the start level (50 € + 7 %) paying by bank transfer, in `language`. */
async function registerByTransfer(language: 'es' | 'en' | 'pt' = 'en') {
  const body = await registrationBody(ctx, { membershipId: (await membershipByLevel(ctx, 2)).id, paymentMethod: 'TRANS_PAYMENT', language });
  const response = await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body });
  expect(response.statusCode).toBe(201);
  return { ...body, paymentId: response.json().payment.paymentId as number };
}

const welcomeTo = async (email: string) =>
  (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).find((m) => m.template === 'welcome')!;

describe('a sign-up waiting for its bank transfer (issue 18, item 2)', () => {
  it('is told at login that the payment is pending, with the transfer details, only after the right password', async () => {
    const member = await registerByTransfer();
    const pending = await ctx.login(member.username, MEMBER_PASSWORD);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({
      code: 'REGISTRATION_PAYMENT_PENDING',
      'hydra:description': 'Tu cuenta se activará cuando recibamos el pago de tu alta. Si ya lo has hecho, la activación puede tardar hasta 24 horas.',
      details: { payment: { method: 'TRANS_PAYMENT', amount: 53.5, iban: 'ES9121000418450200051332', concept: member.username, paymentId: member.paymentId } },
    });

    // A wrong password learns nothing of the kind: the usual refusal, no details.
    const guess = await ctx.login(member.username, 'Wrong12345');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().code).toBe('INVALID_LOGIN');
    expect(guess.json()).not.toHaveProperty('details');
    expect(guess.body).not.toContain('ES9121000418450200051332');

    // Once an admin confirms the transfer, the same login enters.
    const admin = await createAdmin(ctx);
    await ctx.app.server.inject({ method: 'POST', url: `/api/admin/payments/${member.paymentId}/confirm`, headers: { authorization: `Bearer ${admin.token}` } });
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).statusCode).toBe(200);
  });

  it('an inactive member without a pending sign-up payment still hears only "not active"', async () => {
    const member = await registerByTransfer();
    const admin = await createAdmin(ctx);
    await ctx.app.server.inject({
      method: 'POST', url: `/api/admin/payments/${member.paymentId}/reject`, headers: { authorization: `Bearer ${admin.token}` }, payload: { reason: 'Never arrived' },
    });
    const refused = await ctx.login(member.username, MEMBER_PASSWORD);
    expect(refused.json()).toMatchObject({ code: 'USER_INACTIVE' });
    expect(refused.json()).not.toHaveProperty('details');
  });

  it.each([
    ['es', 'Bienvenido a Virtual Office', ['Estos son los datos para la transferencia:', 'Beneficiario: ', 'IBAN: ES9121000418450200051332', 'Importe: 53,50 €', 'Concepto: ']],
    ['en', 'Welcome to Virtual Office', ['These are the details for the bank transfer:', 'Beneficiary: ', 'IBAN: ES9121000418450200051332', 'Amount: €53.50', 'Concept: ']],
    ['pt', 'Bem-vindo ao Virtual Office', ['Estes são os dados para a transferência:', 'Beneficiário: ', 'IBAN: ES9121000418450200051332', 'Montante: 53,50 €', 'Descritivo: ']],
  ] as const)('carries the transfer details in the %s welcome e-mail', async (language, subject, lines) => {
    const member = await registerByTransfer(language);
    const mail = await welcomeTo(member.email);
    expect(mail.subject).toBe(subject);
    // Intl writes a no-break space between figure and sign.
    for (const line of lines) expect(mail.text.replaceAll('\u00a0', ' ')).toContain(line);
    expect(mail.text).toContain(`: ${member.username}`);
    expect(mail.html).toContain('ES9121000418450200051332');
  });

  it('says nothing of a transfer to a free sign-up', async () => {
    const body = await registrationBody(ctx);
    await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body });
    expect((await welcomeTo(body.email)).text).not.toContain('IBAN');
  });
});
