import { centsToEuros, eurosToCents, type SpecialOfferCreate, type SpecialOfferPatch } from '@vo/domain';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { memberships, specialOffers } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../lib/errors';
import { changedFields } from '../settings/settings-changes';
import type { SpecialOfferRow } from './offer-days';

type OfferFigures = Pick<SpecialOfferRow, 'registrationPrice' | 'validFrom' | 'validTo' | 'active'>;

/** The audited figures as the console shows them (euros). */
const auditedFigures = (o: OfferFigures) => ({ registrationPrice: centsToEuros(o.registrationPrice), validFrom: o.validFrom, validTo: o.validTo, active: o.active });

/**
 * The level's row locked, then no other active offer of it may share a day with `offer` (decision 117): two admins
 * saving overlapping offers at once are decided one after the other. A free level has nothing to discount.
 */
async function assertOfferFits(tx: Tx, membershipId: number, offer: OfferFigures, offerId: number | null): Promise<void> {
  const [level] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
  if (!level) throw AppError.validation('membershipId', 'validation.invalid', { name: 'membershipId' });
  if (level.positionAmount === 0) throw AppError.validation('membershipId', 'validation.invalid', { name: 'membershipId' });
  if (!offer.active) return;
  const [other] = await tx.select({ id: specialOffers.id }).from(specialOffers).where(and(
    eq(specialOffers.membershipId, membershipId), eq(specialOffers.active, true),
    lte(specialOffers.validFrom, offer.validTo), gte(specialOffers.validTo, offer.validFrom),
    ...(offerId === null ? [] : [ne(specialOffers.id, offerId)]),
  )).limit(1);
  if (other) throw new AppError('SPECIAL_OFFER_OVERLAP');
}

const audit = (tx: Tx, adminId: number, ip: string, offerId: number, details: Record<string, unknown>) =>
  recordAudit(tx, { kind: 'setting_change', actorId: adminId, ip, details: { entity: 'special_offer', entityId: offerId, ...details } });

/** An admin creates an offer; the audit log keeps who and its figures. */
export async function createSpecialOffer(db: Db, adminId: number, input: SpecialOfferCreate, ip: string): Promise<SpecialOfferRow> {
  const figures = { ...input, registrationPrice: eurosToCents(input.registrationPrice) };
  return db.transaction(async (tx) => {
    await assertOfferFits(tx, input.membershipId, figures, null);
    const [offer] = await tx.insert(specialOffers).values(figures).returning();
    await audit(tx, adminId, ip, offer!.id, { membershipId: input.membershipId, created: auditedFigures(offer!) });
    return offer!;
  });
}

/** An admin changes an offer's figures: the row locked, the result checked like a new one, each changed field audited. */
export async function updateSpecialOffer(db: Db, adminId: number, id: number, patch: SpecialOfferPatch, ip: string): Promise<SpecialOfferRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(specialOffers).where(eq(specialOffers.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const after: OfferFigures = {
      registrationPrice: patch.registrationPrice === undefined ? before.registrationPrice : eurosToCents(patch.registrationPrice),
      validFrom: patch.validFrom ?? before.validFrom,
      validTo: patch.validTo ?? before.validTo,
      active: patch.active ?? before.active,
    };
    if (after.validFrom > after.validTo) throw AppError.validation('validTo', 'validation.offerDaysOrder');
    const changes = changedFields(auditedFigures(before), auditedFigures(after));
    if (!changes.length) return before;
    await assertOfferFits(tx, before.membershipId, after, id);
    const [updated] = await tx.update(specialOffers).set(after).where(eq(specialOffers.id, id)).returning();
    for (const change of changes) await audit(tx, adminId, ip, id, { ...change });
    return updated!;
  });
}
