import { Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { JOURNEY_FAMILIES, TRAVEL_SEARCH_TYPES, type JourneyFamily, type TravelSearchType } from '@vo/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { rangeIsValid } from '@/components/ui/date-range';
import type { TravelSearchFilter } from '../lib/travel-search-filter';

interface Props {
  /** The search the results show. */
  value: TravelSearchFilter;
  onSearch: (filter: TravelSearchFilter) => void;
}

/** The price range's two fields, in euros. */
const PRICE_BOUNDS = [['priceMin', 'travel-search-price-min'], ['priceMax', 'travel-search-price-max']] as const;

/** An emptied number input is no bound. */
const amount = (value: string | number) => (value === '' ? undefined : Number(value));

/**
 * The travel search engine's form (DESIGN.md section 7b): destination or text, the days it starts between, a price
 * range in euros, families, journeys or excursions, and the seats wanted. Nothing is asked until "Search".
 */
export function TravelSearchForm({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TravelSearchFilter>(value);
  const set = (patch: Partial<TravelSearchFilter>) => setDraft((current) => ({ ...current, ...patch }));
  const dates = { from: draft.dateFrom, to: draft.dateTo };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeIsValid(dates)) onSearch({ ...draft, q: draft.q?.trim() || undefined });
  };
  const clear = () => {
    setDraft({});
    onSearch({});
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('travelSearch.formTitle')} data-testid="travel-search-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={t('travelSearch.fields.q')}
            placeholder={t('travelSearch.fields.qPlaceholder')}
            value={draft.q ?? ''}
            onChange={(e) => set({ q: e.currentTarget.value })}
            maxLength={100}
            data-testid="travel-search-q"
          />
          <DateRangeFilter
            cols="inline"
            value={dates}
            onChange={(range) => set({ dateFrom: range.from, dateTo: range.to })}
            testIds={{ from: 'travel-search-from', to: 'travel-search-to' }}
          />
          <NativeSelect
            label={t('travelSearch.fields.type')}
            value={draft.type ?? ''}
            onChange={(e) => set({ type: (e.currentTarget.value || undefined) as TravelSearchType | undefined })}
            data={[{ value: '', label: t('travelSearch.types.all') }, ...TRAVEL_SEARCH_TYPES.map((type) => ({ value: type, label: t(`travelSearch.types.${type}`) }))]}
            data-testid="travel-search-type"
          />
          {PRICE_BOUNDS.map(([bound, testId]) => (
            <NumberInput
              key={bound}
              label={t(`travelSearch.fields.${bound}`)}
              value={draft[bound] ?? ''}
              onChange={(v) => set({ [bound]: amount(v) })}
              min={0}
              decimalScale={2}
              decimalSeparator=","
              data-testid={testId}
            />
          ))}
          <NumberInput
            label={t('travelSearch.fields.seatsMin')}
            value={draft.seatsMin ?? ''}
            onChange={(v) => set({ seatsMin: amount(v) })}
            min={1}
            allowDecimal={false}
            data-testid="travel-search-seats"
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('travelSearch.fields.families')}
          value={draft.families ?? []}
          onChange={(families) => set({ families: families.length ? (families as JourneyFamily[]) : undefined })}
        >
          <Group gap="lg" mt={4}>
            {JOURNEY_FAMILIES.map((family) => (
              <Checkbox key={family} value={family} label={t(`catalogue.families.${family}.title`)} data-testid={`travel-search-family-${family}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={clear} data-testid="travel-search-clear">
            {t('travelSearch.clear')}
          </Button>
          <Button type="submit" data-testid="travel-search-submit">
            {t('travelSearch.search')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
