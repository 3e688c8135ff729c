import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The read of one value's option (see `optionOf`). */
export type SelectOptionQuery = UseQueryOptions<ComboboxItem, Error, ComboboxItem, QueryKey>;

type Props<Key extends QueryKey> = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The read of the options matching a search text (the server searches, not the browser). */
  options: (search: string) => UseQueryOptions<ComboboxItem[], Error, ComboboxItem[], Key>;
  /**
   * The read of one value's option: a value given from outside (the item a form edits refers to, a filter in the
   * address) shows by its name even when no search found it.
   */
  optionOf?: (value: string) => SelectOptionQuery;
  ref?: Ref<HTMLInputElement>;
};

const NO_OPTION: SelectOptionQuery = { queryKey: ['server-search-select', 'no-option'], queryFn: skipToken };

/** Keeps the server's order; the list is already what matches. */
const asFound = ({ options }: { options: ComboboxItem[] | unknown[] }) => options as ComboboxItem[];

/**
 * A select over a list too long to load at once (members, catalogue items): what is typed is sent to the server a
 * moment after typing stops, and its answer is the list. The chosen option stays, whatever is searched next.
 */
export function ServerSearchSelect<Key extends QueryKey>({ value, onChange, options, optionOf, placeholder, ...props }: Props<Key>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const picked = chosen && chosen.value === value ? chosen : null;
  const given = useQuery(value && !picked && optionOf ? optionOf(value) : NO_OPTION);
  const current = picked ?? (given.data?.value === value ? given.data : null);
  // The box shows the current option's name: that is no search, so the list offers everything again.
  const found = useQuery({ ...options(debounced === current?.label ? '' : debounced), placeholderData: keepPreviousData });
  const data = [...(current ? [current] : []), ...(found.data ?? []).filter((o) => o.value !== current?.value)];
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
