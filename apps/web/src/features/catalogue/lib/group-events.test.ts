import { describe, expect, it } from 'vitest';
import type { CategoryEvent, EventEnjoy } from '@vo/domain';
import { groupEventsByCategory } from './group-events';

const category = (id: number) => ({ '@id': `/api/category_events/${id}`, id }) as unknown as CategoryEvent;
const event = (id: number, categoryId: number) => ({ id, category: `/api/category_events/${categoryId}` }) as unknown as EventEnjoy;

describe('groupEventsByCategory', () => {
  it('keeps the categories order and leaves out the empty ones', () => {
    const groups = groupEventsByCategory([category(2), category(1), category(3)], [event(10, 1), event(11, 2), event(12, 1)]);
    expect(groups.map((g) => [g.category.id, g.events.map((e) => e.id)])).toEqual([
      [2, [11]],
      [1, [10, 12]],
    ]);
  });
});
