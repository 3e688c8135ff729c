import { useTranslation } from 'react-i18next';

/** The words of a movement in the member's language: its type and the account it moved. */
export function useMovementLabels() {
  const { t } = useTranslation();
  return {
    type: (type: string) => t(`wallet.types.${type}`, { defaultValue: type }),
    account: (account: string) => t(`wallet.accounts.${account}`, { defaultValue: account }),
  };
}
