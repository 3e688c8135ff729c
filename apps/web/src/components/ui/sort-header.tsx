import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSort, type Sort } from './sort';

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
  return (
    <Table.Th ta={align} aria-sort={current ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, id))}
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
