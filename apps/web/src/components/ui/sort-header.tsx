import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Sort<Id extends string> {
  id: Id;
  direction: 'asc' | 'desc';
}

interface Props<Id extends string> {
  id: Id;
  sort: Sort<Id>;
  onSort: (sort: Sort<Id>) => void;
  children: ReactNode;
  align?: 'left' | 'right';
}

/** A column title that sorts by its column; a second click reverses the order. */
export function SortHeader<Id extends string>({ id, sort, onSort, children, align = 'left' }: Props<Id>) {
  const { t } = useTranslation();
  const current = sort.id === id;
  const next = current && sort.direction === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th ta={align} aria-sort={current ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort({ id, direction: next })}
        fw={700}
        fz="sm"
        title={t('table.sort.column')}
        data-testid={`sort-${id}`}
        style={{ whiteSpace: 'nowrap' }}
      >
        {children} <span aria-hidden>{current ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The table state's sorting if it names one of these columns, else the screen's default. */
export function sortOf<Id extends string>(sorting: { id: string; direction: 'asc' | 'desc' }, ids: readonly Id[], fallback: Sort<Id>): Sort<Id> {
  return (ids as readonly string[]).includes(sorting.id) ? (sorting as Sort<Id>) : fallback;
}
