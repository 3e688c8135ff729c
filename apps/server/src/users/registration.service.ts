import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { isPaymentMethod, type Leg, type OfficeRegistration, type PaymentMethod, type Registration, type Violation } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { namedStatement, placeholders } from '../db/named-statements';
import { memberships, payments, profiles, userLegTotals, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { AppError } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import { bankTransferInstructions } from '../payments/instructions';
import { openOrder, preparePayment } from '../payments/open-order';
import { recordDirectJoined } from '../network/direct-counters';
import { legTotalsJoinOn, legTotalsSelection, type LegTotals } from '../network/user-leg-totals';
import { recordSponsorLevels } from '../network/sponsor-level-counts';
import { isInBinaryDownline, legOf, outermostSlot, recordPlacement } from '../network/placement';
import { assertAddress } from './address-check';
import { uniqueness, violationForConstraint } from './uniqueness';
import { acceptCurrentDocuments } from '../legal-documents/current-versions';
import { lockOfferForSignUp } from '../special-offers/offer-days';

type UserRow = typeof users.$inferSelect;
/** A sponsor (or upline) as read here: the row and its team points, which a balanced default leg compares. */
type SponsorRow = UserRow & Pick<LegTotals, 'leftTeamPoints' | 'rightTeamPoints'>;

/** The leg a sponsor's default sends newcomers to; "balanced" picks the weaker team by points. */
function legFromDefault(sponsor: SponsorRow): Leg {
  if (sponsor.defaultLeg !== 'balanced') return sponsor.defaultLeg;
  return sponsor.leftTeamPoints <= sponsor.rightTeamPoints ? 'left' : 'right';
}

// Named statements: every sign-up reads its sponsor (and upline) this way.
const sponsorColumns = { ...getTableColumns(users), leftTeamPoints: legTotalsSelection.leftTeamPoints, rightTeamPoints: legTotalsSelection.rightTeamPoints };
const sponsorRows = (db: Db) => db.select(sponsorColumns).from(users).leftJoin(userLegTotals, legTotalsJoinOn);
const byUsername = namedStatement('user_by_username', (db: Db) => sponsorRows(db)
  .where(eq(sql`lower(${users.username})`, sql.placeholder('username'))));
const byId = namedStatement('user_by_id', (db: Db) => sponsorRows(db).where(eq(users.id, sql.placeholder('id'))));

const activeMembership = namedStatement('registration_membership', (db: Db) => db.select().from(memberships)
  .where(and(eq(memberships.id, sql.placeholder('id')), eq(memberships.active, true), eq(memberships.type, sql.placeholder('type')))));

// The columns each insert writes: its execute values must name exactly these (`satisfies` below).
const USER_COLUMNS = [
  'username', 'email', 'passwordHash', 'type', 'language', 'defaultLeg', 'membershipId', 'isActive', 'isPromotion', 'specialOfferId',
  'sponsorId', 'sponsorPath', 'sponsorDepth', 'sponsorLeg', 'binaryParentId', 'position', 'binaryDepth', 'binaryChainHeadId', 'binaryJumpId',
] as const satisfies readonly (keyof typeof users.$inferInsert)[];
const PROFILE_COLUMNS = [
  'userId', 'name', 'surname', 'alias', 'dni', 'birthDate', 'mobile', 'address1', 'address2', 'city', 'postalCode', 'countryId', 'stateId',
  'termsAcceptedAt',
] as const satisfies readonly (keyof typeof profiles.$inferInsert)[];
const insertUser = namedStatement('registration_insert_user', (tx: Tx) => tx.insert(users).values(placeholders(...USER_COLUMNS)).returning());
const insertProfile = namedStatement('registration_insert_profile', (tx: Tx) => tx.insert(profiles).values(placeholders(...PROFILE_COLUMNS)));

async function findByUsername(db: Db | Tx, username: string) {
  const [row] = await byUsername(db).execute({ username: username.trim().toLowerCase() });
  return row;
}

/** Who a newcomer joins under: the username the public form names, or the signed-in member registering from the office. */
type SponsorSource = { username: string } | { memberId: number };

async function findBySource(db: Db, source: SponsorSource) {
  if ('username' in source) return findByUsername(db, source.username);
  const [row] = await byId(db).execute({ id: source.memberId });
  return row;
}

/**
 * The sponsor a newcomer may join under: a member with a place in the trees (the root heads them, everyone
 * else was placed). An admin or a blocked member is no sponsor (issue 13, item 10).
 */
async function networkSponsor(db: Db, source: SponsorSource, missing: 'SPONSOR_NOT_FOUND' | 'SPONSOR_UNKNOWN' | 'FORBIDDEN'): Promise<SponsorRow> {
  const sponsor = await findBySource(db, source);
  // Every placed member and the root carry a jump pointer (network/placement.ts); a user outside the trees has none.
  if (!sponsor || sponsor.isBlocked || sponsor.binaryJumpId === null) throw new AppError(missing);
  return sponsor;
}

async function assertUnique(db: Db, input: OfficeRegistration): Promise<void> {
  const taken = await uniqueness.taken(db, input);
  const violations: Violation[] = [];
  if (taken.username) violations.push({ propertyPath: 'username', code: 'validation.usernameExists' });
  if (taken.email) violations.push({ propertyPath: 'email', code: 'validation.emailExists' });
  if (taken.dni) violations.push({ propertyPath: 'dni', code: 'validation.dniExists' });
  if (violations.length) throw new AppError('VALIDATION', violations);
}

/** The registration's own payment and order (type register), pending until paid. */
async function openRegistrationPayment(tx: Tx, userId: number, membershipId: number, method: PaymentMethod, cardConfigured: boolean) {
  const payment = await preparePayment(tx, userId, method, 'register', 'register', cardConfigured);
  return (await openOrder(tx, payment.id, membershipId, {})).payment;
}

/** `cardConfigured`: whether Stripe keys are set, so that a sign-up may be paid by card. */
export function registrationService(db: Db, mailer: Mailer, cardConfigured = false) {
  /**
   * Creates the user under `sponsor`: the user, the profile and the binary placement in one transaction (DESIGN.md
   * section 5). Free levels are active at once; paid ones wait for their payment (issue 4). `ip`: where the member
   * accepted the legal documents from (the seeds have none).
   */
  async function create(sponsor: SponsorRow, input: OfficeRegistration, ip: string): Promise<{ user: UserRow; payment: typeof payments.$inferSelect | null }> {
    const [membership] = await activeMembership(db).execute({ id: input.membershipId, type: input.type });
    if (!membership) throw new AppError('MEMBERSHIP_NOT_FOUND');
    const paid = membership.positionAmount > 0;
    // A paid level is paid at sign-up (spec section 2: registration with product and payment method).
    if (paid && !input.paymentMethod) throw AppError.validation('paymentMethod', 'validation.required', { name: 'paymentMethod' });
    if (paid && !isPaymentMethod(input.paymentMethod)) throw AppError.validation('paymentMethod', 'validation.invalid', { name: 'paymentMethod' });
    await assertUnique(db, input);
    await assertAddress(db, input.countryId, input.stateId);
    const passwordHash = await hashPassword(input.password);

    try {
      return await db.transaction(async (tx) => {
        // Decided first, before anything is written: an offer that is not on now creates nothing (decision 117).
        const offer = input.specialOfferId === undefined ? undefined : await lockOfferForSignUp(tx, input.specialOfferId, membership.id);
        if (input.specialOfferId !== undefined && !offer) throw new AppError('PROMOTION_NOT_AVAILABLE');
        let start = sponsor;
        if (input.uplineUser) {
          const upline = await findByUsername(tx, input.uplineUser);
          if (!upline || !(await isInBinaryDownline(tx, sponsor, upline.id))) throw new AppError('UPLINE_NOT_FOUND');
          start = upline;
        }
        const leg = input.position ?? legFromDefault(sponsor);
        const slot = await outermostSlot(tx, start, leg);
        // Below the sponsor the newcomer sits on `leg`, or on whichever leg holds the upline.
        const sponsorLeg = start.id === sponsor.id ? leg : (await legOf(tx, sponsor, start.id))!;
        const isActive = membership.positionAmount === 0;
        const [user] = await insertUser(tx).execute({
          username: input.username,
          email: input.email,
          passwordHash,
          type: input.type,
          language: input.language,
          // The statement names every column it writes: an unchosen default leg is the column's default.
          defaultLeg: input.defaultLeg ?? (users.defaultLeg.default as UserRow['defaultLeg']),
          membershipId: membership.id,
          isActive,
          isPromotion: offer !== undefined,
          specialOfferId: offer?.id ?? null,
          sponsorId: sponsor.id,
          sponsorPath: [...sponsor.sponsorPath, sponsor.id],
          sponsorDepth: sponsor.sponsorDepth + 1,
          sponsorLeg,
          binaryParentId: slot.parentId,
          position: slot.position,
          binaryDepth: slot.depth,
          binaryChainHeadId: slot.chainHeadId,
          binaryJumpId: slot.jumpId,
        } satisfies Record<(typeof USER_COLUMNS)[number], unknown>);
        await recordPlacement(tx, user!.id, slot);
        await recordDirectJoined(tx, sponsor.id, sponsorLeg, isActive);
        await recordSponsorLevels(tx, user!.sponsorPath);
        await insertProfile(tx).execute({
          userId: user!.id,
          name: input.firstName,
          surname: input.lastName,
          alias: input.alias ?? null,
          dni: input.dni,
          birthDate: input.birthDate,
          mobile: input.mobile ?? null,
          address1: input.address1 ?? null,
          address2: input.address2 ?? null,
          city: input.city ?? null,
          postalCode: input.postalCode ?? null,
          countryId: input.countryId,
          stateId: input.stateId ?? null,
          termsAcceptedAt: new Date(),
        } satisfies Record<(typeof PROFILE_COLUMNS)[number], unknown>);
        await acceptCurrentDocuments(tx, user!.id, input.language, ip);
        const payment = paid ? await openRegistrationPayment(tx, user!.id, membership.id, input.paymentMethod as PaymentMethod, cardConfigured) : null;
        // A bank transfer's details go in the welcome too: the newcomer keeps them beyond the page that showed them.
        const transfer = payment?.paymentBy === 'TRANS_PAYMENT' ? await bankTransferInstructions(tx, payment, user!.username) : null;
        await mailer.queue(tx, { userId: user!.id, template: 'welcome', params: { username: user!.username, pendingActivation: !user!.isActive, transfer } });
        return { user: user!, payment };
      });
    } catch (error) {
      const constraint = (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint
        ?? (error as { constraint?: string }).constraint;
      const violation = violationForConstraint(constraint);
      if (violation) throw new AppError('VALIDATION', [violation]);
      throw error;
    }
  }

  return {
    /** Public card of a sponsor for the registration form: username, first name and default leg. */
    async findSponsor(username: string) {
      const sponsor = await networkSponsor(db, { username }, 'SPONSOR_UNKNOWN');
      const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, sponsor.id));
      return { id: sponsor.id, username: sponsor.username, name: profile?.name ?? sponsor.username, defaultLeg: sponsor.defaultLeg };
    },

    /** Public sign-up (POST /api/register): the sponsor is the username the form names. */
    async register(input: Registration, ip = '') {
      return create(await networkSponsor(db, { username: input.sponsor }, 'SPONSOR_NOT_FOUND'), input, ip);
    },

    /**
     * In-office registration (POST /api/users, issue 16): the signed-in member sponsors the newcomer, whatever the
     * body says; the route has already checked that they are an active member.
     */
    async registerUnder(memberId: number, input: OfficeRegistration, ip: string) {
      return create(await networkSponsor(db, { memberId }, 'FORBIDDEN'), input, ip);
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
