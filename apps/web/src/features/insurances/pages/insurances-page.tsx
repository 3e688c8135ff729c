import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { INSURANCE_ACCESS_SORTS, insuranceAccessesQueryOptions, type InsuranceAccessSort } from '../api/get-insurance-accesses';
import { InsuranceAccessForm } from '../components/insurance-access-form';
import { useInsuranceAccessColumns } from '../components/insurance-access-columns';

/** Insurances (multi-insurance): ask for an access to the partner, and the accesses asked for so far. */
export function InsurancesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const columns = useInsuranceAccessColumns();
  const list = usePagedList({
    id: 'insurance-accesses',
    sorts: INSURANCE_ACCESS_SORTS,
    defaultSort: { id: 'createdAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort }: PagedParams<InsuranceAccessSort, Record<string, never>>) => insuranceAccessesQueryOptions({ page, itemsPerPage, sort }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('insurances.title')} subtitle={t('insurances.subtitle')} />
      <SectionCard title={t('insurances.formTitle')}>
        {/* The form waits for the member's address: it is the default value. */}
        {me.data && <InsuranceAccessForm memberEmail={me.data.email} />}
      </SectionCard>
      <SectionCard title={t('insurances.listTitle')}>
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(access) => access.id}
          minWidth={700}
          emptyText={t('insurances.empty')}
          emptyTestId="insurances-empty"
          testId="insurances-table"
          cardsTestId="insurances-cards"
          rowTestId="insurance-row"
          rowAttributes={(access) => ({ 'data-email': access.email })}
        />
      </SectionCard>
    </Stack>
  );
}

export { InsurancesPage as Component };
