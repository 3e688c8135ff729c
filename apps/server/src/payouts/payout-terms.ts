import { eurosToCents, expectedProcessingWindow, ibanCountry, madridDay, normalizeBic, normalizeIban, transferCost } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { isCoFounder, type SessionUser } from '../auth/current-user';
import type { Db, Tx } from '../db/client';
import { countries, irpfs, profiles } from '../db/schema';
import { memberBalances } from '../ledger/ledger.service';
import { readVariables } from '../settings/variables.service';

const euros = (value: string) => eurosToCents(Number(value));

/**
 * Everything a payout of this member depends on (DESIGN.md section 8): who may ask, the bank data
 * from the profile, the cost by the bank's country, IRPF for individuals by residence, VAT for
 * companies and freelancers, the minimum and the available balance. The browser shows a live
 * breakdown from these with the same domain maths the server applies.
 */
export async function payoutTerms(db: Db | Tx, member: SessionUser, now = new Date()) {
  const v = await readVariables(db, ['transferMinimumAmount', 'transferCost.spain', 'transferCost.eu', 'transferCost.other', 'transferVatRate'] as const);
  const [profile] = await db.select({ iban: profiles.iban, bic: profiles.bic, userKind: profiles.userKind, countryId: profiles.countryId })
    .from(profiles).where(eq(profiles.userId, member.id));
  const iban = profile?.iban ? normalizeIban(profile.iban) : null;
  const bic = profile?.bic ? normalizeBic(profile.bic) : null;
  const [bankCountry] = iban ? await db.select({ code: countries.code, isEu: countries.isEu }).from(countries).where(eq(countries.code, ibanCountry(iban))) : [];
  const individual = (profile?.userKind ?? 'individual') === 'individual';
  const [irpf] = individual && profile?.countryId ? await db.select({ rateBp: irpfs.rateBp }).from(irpfs).where(eq(irpfs.countryId, profile.countryId)) : [];
  const balances = await memberBalances(db, member.id);
  return {
    allowed: member.isActive || isCoFounder(member),
    iban,
    bic,
    minimum: euros(v.transferMinimumAmount),
    available: balances.wallet_available,
    transferCost: transferCost(bankCountry ?? { code: iban ? ibanCountry(iban) : '', isEu: false }, {
      domestic: euros(v['transferCost.spain']), europeanCommunity: euros(v['transferCost.eu']), other: euros(v['transferCost.other']),
    }),
    irpfRatePercent: (irpf?.rateBp ?? 0) / 100,
    vatRatePercent: individual ? 0 : Number(v.transferVatRate),
    expected: expectedProcessingWindow(madridDay(now)),
  };
}
/** The terms as the server computes with them: amounts in cents. */
export type PayoutTermsInCents = Awaited<ReturnType<typeof payoutTerms>>;
