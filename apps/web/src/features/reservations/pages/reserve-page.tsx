import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BOOKABLE_TYPES, type BookableType } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bookableItemQueryOptions } from '@/api/bookable-item';
import { PageHeader } from '@/components/ui/page-header';
import { ItemStates } from '@/components/ui/item-states';
import { localized } from '@/lib/localized';
import { BookableItemCard } from '../components/bookable-item-card';
import { ReserveForm } from '../components/reserve-form';

const isBookableType = (value: string | undefined): value is BookableType => (BOOKABLE_TYPES as readonly (string | undefined)[]).includes(value);

/** Booking a journey, an excursion, a course or an event: the item, its passengers and what confirming takes. */
export function ReservePage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const valid = isBookableType(params.type) && Number.isInteger(id) && id > 0;
  const type = isBookableType(params.type) ? params.type : 'trip';
  const query = useQuery({ ...bookableItemQueryOptions(type, id), enabled: valid });
  return (
    <ItemStates query={query} valid={valid}>
      {(item) => (
        <Stack gap="md" maw={1000}>
          <PageHeader title={t('reservations.reserveTitle', { title: localized(item.title, i18n.language) })} subtitle={t('reservations.reserveSubtitle')} />
          <BookableItemCard item={item} />
          <ReserveForm item={item} />
        </Stack>
      )}
    </ItemStates>
  );
}

export { ReservePage as Component };
