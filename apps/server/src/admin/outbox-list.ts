import { MAIL_STATUSES, type MailStatus } from '@vo/domain';
import { and, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { presentMail } from './outbox.presenter';

const STATUS: Record<MailStatus, SQL> = {
  pending: and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error))!,
  sent: isNotNull(mailOutbox.sentAt),
  failed: and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.error))!,
};

/** GET /api/admin/mail_outbox: newest first, by `recipient`, `template`, `status`, day, and `search` in recipient and subject. */
export const OUTBOX_COLLECTION: CollectionSpec = {
  order: { id: mailOutbox.id, createdAt: mailOutbox.createdAt },
  defaultOrder: [mailOutbox.id, 'desc'],
  filters: {
    recipient: { column: mailOutbox.recipient, parse: parseAs.text },
    template: { column: mailOutbox.template, parse: parseAs.text },
    status: { parse: parseAs.oneOf(MAIL_STATUSES), match: (values) => or(...values.map((value) => STATUS[value as MailStatus]))! },
  },
  dates: { createdAt: mailOutbox.createdAt },
  search: [mailOutbox.recipient, mailOutbox.subject],
};

/** One page of the outbox, for admins. */
export const listOutbox = (db: Db, request: FastifyRequest) => listTable(db, request, mailOutbox, OUTBOX_COLLECTION, presentMail);
