import { Button, Grid, Group, NativeSelect } from '@mantine/core';
import { WALLET_ACCOUNTS, WALLET_MOVEMENT_TYPES } from '@vo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { SearchBox } from '@/components/ui/search-box';
import type { WalletMovementFilter } from '@/api/wallet-movements';
import { useMovementLabels } from '@/lib/use-movement-labels';

/** The page filters one account at a time. */
export type MovementFilterValues = Omit<WalletMovementFilter, 'search' | 'account'> & { account?: string };

interface Props {
  filter: MovementFilterValues;
  search: string;
  onFilter: (filter: MovementFilterValues) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
  /** The export button, next to "clear filters". */
  actions?: ReactNode;
}

/** Type, account, date range and a search in reasons and usernames; every change reloads page 1. */
export function MovementFilters({ filter, search, onFilter, onSearch, onClear, actions }: Props) {
  const { t } = useTranslation();
  const labels = useMovementLabels();
  const all = { value: '', label: t('wallet.filters.all') };
  const set = (key: keyof MovementFilterValues) => (value: string) => onFilter({ ...filter, [key]: value || undefined });
  const active = Object.values(filter).some(Boolean) || Boolean(search);

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SearchBox label={t('wallet.filters.search')} placeholder={t('wallet.filters.searchPlaceholder')} value={search} onChange={onSearch} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 4 }}>
        <NativeSelect
          size="sm"
          label={t('wallet.filters.type')}
          value={filter.type ?? ''}
          onChange={(e) => set('type')(e.currentTarget.value)}
          data={[all, ...WALLET_MOVEMENT_TYPES.map((type) => ({ value: type, label: labels.type(type) }))]}
          data-testid="movement-filter-type"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 4 }}>
        <NativeSelect
          size="sm"
          label={t('wallet.filters.account')}
          value={filter.account ?? ''}
          onChange={(e) => set('account')(e.currentTarget.value)}
          data={[all, ...WALLET_ACCOUNTS.map((account) => ({ value: account, label: labels.account(account) }))]}
          data-testid="movement-filter-account"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <DateRangeFilter value={filter} onChange={(range) => onFilter({ ...filter, ...range })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Group gap="sm" justify="flex-end">
          <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
            {t('wallet.filters.clear')}
          </Button>
          {actions}
        </Group>
      </Grid.Col>
    </Grid>
  );
}
