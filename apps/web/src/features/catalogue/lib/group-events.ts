import type { CategoryEvent, EventEnjoy } from '@vo/domain';

export interface EventGroup {
  category: CategoryEvent;
  events: EventEnjoy[];
}

/** The events under their categories, in the categories' order; categories without events are left out. */
export function groupEventsByCategory(categories: readonly CategoryEvent[], events: readonly EventEnjoy[]): EventGroup[] {
  return categories
    .map((category) => ({ category, events: events.filter((event) => event.category === category['@id']) }))
    .filter((group) => group.events.length > 0);
}
