import { Anchor, Text } from '@mantine/core';
import type { InsuranceAccess } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table-column';
import { useFormat } from '@/lib/use-format';
import type { InsuranceAccessSort } from '../api/get-insurance-accesses';

/** Code, partner link, address and when it was asked for. */
export function useInsuranceAccessColumns(): Column<InsuranceAccess, InsuranceAccessSort>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { id: 'access', header: t('insurances.columns.access'), cell: (a) => <Text span ff="monospace" fw={700}>{a.access}</Text>, nowrap: true, card: 'title' },
    {
      id: 'link',
      header: t('insurances.columns.link'),
      cell: (a) => (
        <Anchor href={a.link} target="_blank" rel="noopener noreferrer" data-testid="insurance-link">
          {t('insurances.open')}
        </Anchor>
      ),
      card: 'aside',
    },
    { id: 'email', header: t('insurances.columns.email'), sort: 'email', cell: (a) => a.email, miw: 200, card: 'body' },
    { id: 'createdAt', header: t('insurances.columns.createdAt'), sort: 'createdAt', cell: (a) => format.dateTime(a.createdAt), nowrap: true, card: 'subtitle' },
  ];
}
