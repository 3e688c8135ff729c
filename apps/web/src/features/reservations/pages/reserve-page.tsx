import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BOOKABLE_TYPES, type BookableType } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '@/api/api-error';
import { bookableItemQueryOptions } from '@/api/bookable-item';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
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
  if (!valid) return <Navigate to="/error/404" replace />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <Navigate to="/error/404" replace />;
    return <ServerErrorAlert error={query.error} />;
  }
  if (!query.data) return <PageLoader />;
  const item = query.data;
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title={t('reservations.reserveTitle', { title: localized(item.title, i18n.language) })} subtitle={t('reservations.reserveSubtitle')} />
      <BookableItemCard item={item} />
      <ReserveForm item={item} />
    </Stack>
  );
}

export { ReservePage as Component };
