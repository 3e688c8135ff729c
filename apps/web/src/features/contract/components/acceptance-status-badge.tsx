import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentAcceptance } from '../api/get-document-acceptances';

/** In force, or replaced by a newer version (which the member accepted too, or has still to accept). */
export function AcceptanceStatusBadge({ acceptance }: { acceptance: DocumentAcceptance }) {
  const { t } = useTranslation();
  return acceptance.isCurrent ? (
    <Badge color="teal" variant="light" data-testid="acceptance-status">
      {t('contract.current')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" data-testid="acceptance-status">
      {t('contract.superseded', { version: acceptance.currentVersion ?? '' })}
    </Badge>
  );
}
