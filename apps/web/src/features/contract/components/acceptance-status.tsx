import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentAcceptance } from '@/features/contract/api/get-document-acceptances';

/** In force, or replaced by a newer version (which the member accepted too, or has still to accept). */
export function AcceptanceStatus({ acceptance }: { acceptance: DocumentAcceptance }) {
  const { t } = useTranslation();
  return (
    <Text span size="sm" fw={600} c={acceptance.isCurrent ? 'teal' : 'dimmed'} data-testid="acceptance-status">
      {acceptance.isCurrent ? t('contract.current') : t('contract.superseded', { version: acceptance.currentVersion ?? '' })}
    </Text>
  );
}
