import { Select, type SelectProps } from '@mantine/core';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, useCountries } from '@/api/countries';
import { useStates } from '@/api/states';
import { localeOf } from '@/lib/format';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  ref?: Ref<HTMLInputElement>;
};

type CountrySelectProps = Props & {
  /** What the chosen value is: the country's id (addresses) or its ISO code (passengers). */
  valueBy?: 'id' | 'code';
};

/** The countries of GET /api/countries, named and sorted in the member's language, searchable. */
export function CountrySelect({ value, onChange, placeholder, valueBy = 'id', ...props }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const options = useMemo(() => {
    const collator = new Intl.Collator(localeOf(i18n.language));
    return (countries.data ?? [])
      .map((c) => ({ value: valueBy === 'code' ? c.code : String(c.id), label: countryName(c, i18n.language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries.data, i18n.language, valueBy]);
  return (
    <Select
      data={options}
      searchable
      nothingFoundMessage={t('common.nothingFound')}
      placeholder={countries.isPending ? t('common.loading') : placeholder}
      value={value || null}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
      // Focus alone (a form's first invalid field) must not open the list over the field's own message.
      openOnFocus={false}
      {...props}
    />
  );
}

/** The states of the chosen country (GET /api/states?country=); nothing when the country has none. */
export function StateSelect({ countryId, value, onChange, ...props }: Props & { countryId: number | undefined }) {
  const { t } = useTranslation();
  const states = useStates(countryId);
  const options = (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  if (options.length === 0) return null;
  return <Select data={options} searchable nothingFoundMessage={t('common.nothingFound')} value={value || null} onChange={onChange} openOnFocus={false} {...props} />;
}
