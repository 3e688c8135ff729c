import { reservationCodeOf } from '@vo/domain';
import { useTranslation } from 'react-i18next';

/** The translation key of a movement type (`commission.direct` → `wallet.types.commission.direct`). */
export const movementTypeKey = (type: string) => `wallet.types.${type}`;
/** The translation key of the account a movement landed on. */
export const movementAccountKey = (account: string) => `wallet.accounts.${account}`;

/** The words of a movement in the member's language: its type and the account it moved (shared by the wallet and the Enjoy Points pages). */
export function useMovementLabels() {
  const { t } = useTranslation();
  const type = (kind: string) => t(movementTypeKey(kind), { defaultValue: kind });
  return {
    type,
    account: (account: string) => t(movementAccountKey(account), { defaultValue: account }),
    /** The type, with the reservation's locator when it is one's ("Pago de reserva · ACD347"). */
    concept: (movement: { type: string; reference: string | null }) => {
      const code = reservationCodeOf(movement.reference);
      return code ? `${type(movement.type)} · ${code}` : type(movement.type);
    },
  };
}
