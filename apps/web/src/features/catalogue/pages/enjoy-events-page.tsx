import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { enjoyEventsQueryOptions, eventCategoriesQueryOptions } from '../api/get-enjoy-events';
import { AttendanceCheckIn } from '../components/attendance-check-in';
import { CardGrid } from '@/components/ui/card-grid';
import { EventCard } from '../components/event-card';
import { localized } from '@/lib/localized';
import { groupEventsByCategory } from '../lib/group-events';

/** Spec section 2, Enjoy events: the events the member may see, under their categories. */
export function EnjoyEventsPage() {
  const { t, i18n } = useTranslation();
  const events = useQuery(enjoyEventsQueryOptions());
  const categories = useQuery(eventCategoriesQueryOptions());
  const failed = events.isError ? events : categories;
  const state = { isError: events.isError || categories.isError, error: failed.error, isPending: events.isPending || categories.isPending };
  const groups = groupEventsByCategory(categories.data ?? [], events.data ?? []);

  return (
    <Stack gap="md">
      <PageHeader title={t('catalogue.events.title')} subtitle={t('catalogue.events.subtitle')} />
      <AttendanceCheckIn />
      <ListStates query={state} count={groups.length} emptyText={t('catalogue.noEvents')} emptyTestId="events-empty">
        <Stack gap="md">
          {groups.map((group) => (
            <SectionCard key={group.category.id} title={localized(group.category.name, i18n.language)} testId="event-category">
              <CardGrid>
                {group.events.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </CardGrid>
            </SectionCard>
          ))}
        </Stack>
      </ListStates>
    </Stack>
  );
}

export { EnjoyEventsPage as Component };
