import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
// Only the interface's languages (English is dayjs's own); they travel with this module, so only the chunks with a date field load them.
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(customParseFormat);

/** How a day is written and read in every interface language (es-ES, en-GB and pt-PT all write 26/11/2026). */
export const DAY_FORMAT = 'DD/MM/YYYY';
// Typed as shown, or pasted as ISO (and as browser tests fill it).
const ACCEPTED = [DAY_FORMAT, 'D/M/YYYY', 'YYYY-MM-DD'];

/** A typed day as `YYYY-MM-DD`, or null while it is not a whole valid day yet. */
export function parseDay(text: string): string | null {
  const day = dayjs(text.trim(), ACCEPTED, true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

interface Props extends Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate' | 'valueFormat' | 'locale' | 'dateParser'> {
  /** The day as `YYYY-MM-DD`; empty or null when none. */
  value: string | null | undefined;
  /** The new day as `YYYY-MM-DD`; '' when the field is emptied. */
  onChange: (day: string) => void;
  /** The first and last day the calendar offers; a typed day outside is kept, for the form's own message to say why. */
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A day field in the interface's language, not the browser's (issue 18 item 7): typed or picked as dd/mm/yyyy with the
 * calendar's month and day names of the language. The calendar opens on a click, not on focus, so that focusing the
 * first invalid field after a failed submit does not cover its message (item 4).
 */
export function DayInput({ value, onChange, min, max, onBlur, ...input }: Props) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DateInput
        placeholder={t('fields.dayPlaceholder')}
        {...input}
        value={value || null}
        onChange={(day) => {
          onChange(day ?? '');
          setOpened(false);
        }}
        onClick={() => setOpened(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'Escape') setOpened(event.key === 'ArrowDown');
        }}
        onBlur={(event) => {
          setOpened(false);
          onBlur?.(event);
        }}
        popoverProps={{ opened, onDismiss: () => setOpened(false) }}
        valueFormat={DAY_FORMAT}
        dateParser={parseDay}
        excludeDate={(day) => (min !== undefined && day < min) || (max !== undefined && day > max)}
        clearable={!input.required}
        // Named without the field's label, which belongs to the field alone.
        clearButtonProps={{ 'aria-label': t('fields.clearDay') }}
      />
    </DatesProvider>
  );
}
