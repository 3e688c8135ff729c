import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import type { DateRange } from '@/components/ui/date-range';
import { LabelledSegmentedControl } from '@/components/ui/labelled-segmented-control';
import { monthOptions } from '@/features/admin/company-accounts/lib/months';

export type PeriodMode = 'month' | 'range';

export interface PeriodChoice {
  mode: PeriodMode;
  month: string;
  range: DateRange;
}

/** A company month from a list, or two days (DayInput, in the interface's language); the choice is the page's state. */
export function PeriodPicker({ value, onChange, today }: { value: PeriodChoice; onChange: (choice: PeriodChoice) => void; today: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <LabelledSegmentedControl
        label={t('adminCompanyAccounts.mode')}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode })}
        data={(['month', 'range'] as const).map((mode) => ({ value: mode, label: t(`adminCompanyAccounts.modes.${mode}`) }))}
        testId="company-accounts-mode"
      />
      {value.mode === 'month' ? (
        <Select
          label={t('adminCompanyAccounts.month')}
          data={monthOptions(today, i18n.language)}
          value={value.month}
          onChange={(month) => month && onChange({ ...value, month })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
          data-testid="company-accounts-month"
        />
      ) : (
        <DateRangeFilter
          value={value.range}
          onChange={(range) => onChange({ ...value, range })}
          max={today}
          testIds={{ from: 'company-accounts-from', to: 'company-accounts-to' }}
          cols={{ base: 1, xs: 2 }}
        />
      )}
    </Group>
  );
}
