import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rangeIsValid, type DateRange } from './date-range';
import { DayInput } from './day-input';

interface Props {
  value: DateRange;
  /** Called with the new range; an emptied field is `undefined`. */
  onChange: (range: DateRange) => void;
  /** The earliest and latest day the fields offer. */
  min?: string;
  max?: string;
  /** Test ids of the two fields. */
  testIds?: { from?: string; to?: string };
  /** Columns of the fields' own grid; `inline` puts the two fields straight into the parent's grid. */
  cols?: SimpleGridProps['cols'] | 'inline';
}

/** The "from" and "to" days of a list's filter, side by side; an end before the start is said on the "to" field. */
export function DateRangeFilter({ value, onChange, min, max, testIds, cols = 2 }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof DateRange) => (day: string) => onChange({ ...value, [key]: day || undefined });
  const fields = (
    <>
      <DayInput
        size="sm"
        label={t('table.filters.from')}
        value={value.from}
        min={min}
        max={value.to ?? max}
        onChange={set('from')}
        data-testid={testIds?.from}
      />
      <DayInput
        size="sm"
        label={t('table.filters.to')}
        value={value.to}
        min={value.from ?? min}
        max={max}
        onChange={set('to')}
        error={rangeIsValid(value) ? undefined : t('table.filters.toBeforeFrom')}
        data-testid={testIds?.to}
      />
    </>
  );
  if (cols === 'inline') return fields;
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {fields}
    </SimpleGrid>
  );
}
