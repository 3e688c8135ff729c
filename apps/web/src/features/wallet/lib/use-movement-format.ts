import { useTranslation } from 'react-i18next';
import { formatEuros, formatNumber, localeOf } from '@/lib/format';
import type { WalletMovement } from '@/features/wallet/api/get-wallet-movements';

/** Points accounts count points (1 point = 1 euro), the wallet accounts euros. */
const isPoints = (account: string) => account === 'enjoy_points' || account === 'travel_points';

/** The words and figures of a movement in the member's language: its type, account, date and signed value. */
export function useMovementFormat() {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  const amount = (m: Pick<WalletMovement, 'value' | 'account'>, value = m.value) =>
    isPoints(m.account) ? `${formatNumber(value, i18n.language)} ${t('wallet.pointsUnit')}` : formatEuros(value, i18n.language);
  return {
    type: (type: string) => t(`wallet.types.${type}`, { defaultValue: type }),
    account: (account: string) => t(`wallet.accounts.${account}`, { defaultValue: account }),
    when: (iso: string) => when.format(new Date(iso)),
    /** "+22,50 €" or "−50,00 €": the sign says which way the money went. */
    signed: (m: Pick<WalletMovement, 'value' | 'account'>) => (m.value > 0 ? `+${amount(m)}` : m.value < 0 ? `−${amount(m, -m.value)}` : amount(m)),
    color: (m: Pick<WalletMovement, 'value'>) => (m.value > 0 ? 'teal' : m.value < 0 ? 'red' : undefined),
  };
}
