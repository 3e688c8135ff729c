import { z } from 'zod';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/**
 * The security and money events of the audit log (issue 19): sign-ins and failed ones, "log in as", block
 * changes, sessions ended by an admin, plan variable and rate changes, refunds, wallet adjustments, payouts accepted, mails sent again,
 * admin roles granted or revoked, and an account's deactivate date: set or cleared by an admin, then applied (decision 114).
 */
export const AUDIT_KINDS = [
  'login', 'login_failed', 'impersonation', 'block_change', 'sessions_ended', 'setting_change',
  'refund', 'wallet_adjustment', 'payout_accepted', 'mail_resent', 'role_change', 'deactivate_date_change', 'account_deactivated',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * The kinds the daily retention job deletes after `auditRetentionDays` (decision 113): sign-ins are most of the
 * log and hold IP addresses; every other kind (security and money) is kept for good.
 */
export const PRUNED_AUDIT_KINDS = ['login', 'login_failed'] as const satisfies readonly AuditKind[];

/** One event: what, who did it (null: nobody signed in, a failed sign-in), to which member, from where, and its facts. */
export const auditEventSchema = hydraItemSchema('AuditEvent', {
  kind: z.enum(AUDIT_KINDS),
  actor: z.strictObject({ id: z.number().int(), username: z.string() }).nullable(),
  member: z.strictObject({ id: z.number().int(), username: z.string() }).nullable(),
  ip: z.string().nullable(),
  /** What the event's writer recorded (amounts in cents, the old and new value, the username tried). */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventCollectionSchema = hydraCollectionSchema(auditEventSchema);
