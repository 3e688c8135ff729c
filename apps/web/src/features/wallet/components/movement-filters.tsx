import { Button, Grid, Group, NativeSelect, TextInput } from '@mantine/core';
import { WALLET_ACCOUNTS, WALLET_MOVEMENT_TYPES } from '@vo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/ui/search-box';
import type { WalletMovementFilter } from '@/features/wallet/api/get-wallet-movements';
import { useMovementFormat } from '@/features/wallet/lib/use-movement-format';

export type MovementFilterValues = Omit<WalletMovementFilter, 'search'>;

/** A date range the server can use: the end may not come before the start. */
export const rangeIsValid = ({ from, to }: MovementFilterValues) => !from || !to || from <= to;

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
  const format = useMovementFormat();
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
          data={[all, ...WALLET_MOVEMENT_TYPES.map((type) => ({ value: type, label: format.type(type) }))]}
          data-testid="movement-filter-type"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 4 }}>
        <NativeSelect
          size="sm"
          label={t('wallet.filters.account')}
          value={filter.account ?? ''}
          onChange={(e) => set('account')(e.currentTarget.value)}
          data={[all, ...WALLET_ACCOUNTS.map((account) => ({ value: account, label: format.account(account) }))]}
          data-testid="movement-filter-account"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput type="date" size="sm" label={t('wallet.filters.from')} value={filter.from ?? ''} max={filter.to} onChange={(e) => set('from')(e.currentTarget.value)} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput
          type="date"
          size="sm"
          label={t('wallet.filters.to')}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(e) => set('to')(e.currentTarget.value)}
          error={rangeIsValid(filter) ? undefined : t('wallet.filters.toBeforeFrom')}
        />
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
