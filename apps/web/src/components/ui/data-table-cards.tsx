import { Box, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Fragment, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardSlots, isBlank, sortableColumns, type Column, type DataAttributes } from './data-table-column';
import { parseSortValue, sortValue, type Sort } from './sort';

interface Props<Row, SortId extends string> {
  columns: readonly Column<Row, SortId>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  sort?: Sort<SortId>;
  onSort?: (sort: Sort<SortId>) => void;
  stale: boolean;
  testId?: string;
  rowTestId?: string;
  rowAttributes?: (row: Row) => DataAttributes;
}

/** The order a phone offers: each sortable column, newest / largest first, then the other way. */
function SortSelect<Row, SortId extends string>({ columns, sort, onSort }: Pick<Props<Row, SortId>, 'columns' | 'sort' | 'onSort'>) {
  const { t } = useTranslation();
  const sortable = sortableColumns(columns);
  if (!sort || !onSort || sortable.length === 0) return null;
  const ids = sortable.map((s) => s.id);
  const data = sortable.flatMap(({ id, label }) =>
    (['desc', 'asc'] as const).map((direction) => ({ value: sortValue({ id, direction }), label: t(`table.sort.${direction}`, { column: label }) })),
  );
  return (
    <NativeSelect
      size="sm"
      label={t('table.sort.label')}
      value={sortValue(sort)}
      onChange={(e) => {
        const next = parseSortValue(e.currentTarget.value, ids);
        if (next) onSort(next);
      }}
      data={data}
    />
  );
}

/** Phones: one card per row, built from the columns' card slots, and the order as a select. */
export function DataTableCards<Row, SortId extends string>({ columns, rows, rowKey, sort, onSort, stale, testId, rowTestId, rowAttributes }: Props<Row, SortId>) {
  const slots = cardSlots(columns);
  /** A column's value on the card, with its test attributes and colour; null when there is nothing to show. */
  const value = (column: Column<Row, SortId>, row: Row): ReactNode => {
    const content = column.cardCell ? column.cardCell(row) : column.cell(row);
    if (isBlank(content)) return null;
    return (
      <Text span inherit fw={column.fw} c={column.color?.(row)} {...column.attributes?.(row)}>
        {content}
      </Text>
    );
  };
  const label = (column: Column<Row, SortId>) => column.cardLabel ?? column.header;
  const present = (row: Row, list: Column<Row, SortId>[]) => list.map((column) => [column, value(column, row)] as const).filter(([, v]) => v !== null);

  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }} aria-busy={stale || undefined} data-testid={testId}>
      <SortSelect columns={columns} sort={sort} onSort={onSort} />
      {rows.map((row) => {
        const subtitle = present(row, slots.subtitle);
        const meta = present(row, slots.meta);
        const actions = present(row, slots.actions);
        return (
          <Card key={rowKey(row)} withBorder radius="md" padding="sm" data-testid={rowTestId} {...rowAttributes?.(row)}>
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {slots.title.map((column) => (
                    <Box key={column.id} fw={700}>
                      {value(column, row)}
                    </Box>
                  ))}
                  {subtitle.length > 0 && (
                    <Box fz="xs" c="dimmed">
                      {subtitle.map(([column, v], i) => (
                        <Fragment key={column.id}>
                          {i > 0 && ' · '}
                          {v}
                        </Fragment>
                      ))}
                    </Box>
                  )}
                </Stack>
                {slots.aside.length > 0 && (
                  <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                    {slots.aside.map((column, i) => (
                      <Box key={column.id} fw={700} fz={i === 0 ? 'lg' : 'xs'} style={{ whiteSpace: 'nowrap' }}>
                        {value(column, row)}
                      </Box>
                    ))}
                  </Stack>
                )}
              </Group>
              {slots.body.map((column) => (
                <Box key={column.id} fz="sm">
                  {value(column, row)}
                </Box>
              ))}
              {present(row, slots.field).map(([column, v]) => (
                <Box key={column.id} fz="sm">
                  <Text span inherit c="dimmed">
                    {label(column)}:
                  </Text>{' '}
                  {v}
                </Box>
              ))}
              {meta.length > 0 && (
                <Box fz="xs" c="dimmed">
                  {meta.map(([column, v], i) => (
                    <Fragment key={column.id}>
                      {i > 0 && ' · '}
                      {label(column)} {v}
                    </Fragment>
                  ))}
                </Box>
              )}
              {actions.length > 0 && (
                <Group gap={6} justify="flex-end">
                  {actions.map(([column, v]) => (
                    <Fragment key={column.id}>{v}</Fragment>
                  ))}
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
