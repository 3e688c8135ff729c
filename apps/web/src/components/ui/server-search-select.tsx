import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Props<Key extends QueryKey> = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The read of the options matching a search text (the server searches, not the browser). */
  options: (search: string) => UseQueryOptions<ComboboxItem[], Error, ComboboxItem[], Key>;
  ref?: Ref<HTMLInputElement>;
};

/** Keeps the server's order; the list is already what matches. */
const asFound = ({ options }: { options: ComboboxItem[] | unknown[] }) => options as ComboboxItem[];

/**
 * A select over a list too long to load at once (members, catalogue items): what is typed is sent to the server a
 * moment after typing stops, and its answer is the list. The chosen option stays, whatever is searched next.
 */
export function ServerSearchSelect<Key extends QueryKey>({ value, onChange, options, placeholder, ...props }: Props<Key>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const found = useQuery({ ...options(debounced), placeholderData: keepPreviousData });
  const kept = chosen && chosen.value === value ? [chosen] : [];
  const data = [...kept, ...(found.data ?? []).filter((o) => o.value !== kept[0]?.value)];
  return (
    <Select
      searchable
      filter={asFound}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('common.nothingFound')}
      placeholder={placeholder}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
