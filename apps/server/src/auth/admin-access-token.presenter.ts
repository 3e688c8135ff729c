import { hydraItem } from '../lib/hydra';
import type { AdminAccessTokenRow } from './admin-access-token-list';

const userRef = (user: { id: number; username: string }) => ({ '@id': `/api/users/${user.id}`, ...user });

/** The audit of one "log in as" (spec section 3 "admin access tokens"): who, as whom, from where, when, whether it still runs. */
export const presentAdminAccessToken = ({ row, admin, user, active }: AdminAccessTokenRow) =>
  hydraItem('admin_access_tokens', 'AdminAccessToken', row.id, {
    admin: userRef(admin),
    user: userRef(user),
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    active,
  });
