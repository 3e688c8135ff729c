import type { AdminAccessToken, UserRef } from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import type { AdminAccessTokenRow } from './admin-access-token-list';

/** Another user as a link (the User item's IRI, id and username). */
export const userRef = (user: { id: number; username: string }): UserRef => ({ '@id': `/api/users/${user.id}`, id: user.id, username: user.username });

/** The audit of one "log in as" (spec section 3 "admin access tokens"): who, as whom, from where, when, whether it still runs. */
export const presentAdminAccessToken = ({ row, admin, user, active }: AdminAccessTokenRow): AdminAccessToken =>
  hydraItem('admin_access_tokens', 'AdminAccessToken', row.id, {
    admin: userRef(admin),
    user: userRef(user),
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    active,
  });
