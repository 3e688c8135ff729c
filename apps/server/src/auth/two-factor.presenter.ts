import type { HydraCollection, TwoFactorState } from '@vo/domain';
import { hydraCollection, hydraItem } from '../lib/hydra';
import type { TwoFactorRow } from './two-factor.service';

/** The member's two-factor state (spec section 3 "google two-factor auth records"); never the secret or the codes. */
export const presentTwoFactor = (row: TwoFactorRow): TwoFactorState =>
  hydraItem('google_fas', 'GoogleFa', row.id, {
    enabled: row.enabledAt !== null,
    enabledAt: row.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row.recoveryCodes.length,
  });

/** GET /api/google_fas: a collection of the member's one record, or of none before the first setup. */
export function presentTwoFactorCollection(row: TwoFactorRow | undefined): HydraCollection<TwoFactorState> {
  const members = row ? [presentTwoFactor(row)] : [];
  return hydraCollection('/api/google_fas', new URLSearchParams(), members, members.length, { page: 1, itemsPerPage: 30 });
}
