import type { Course } from '@vo/domain';
import type { courses } from '../../db/schema';
import { hydraItem } from '../../lib/hydra';
import { presentBookable } from '../bookable';

/** Spec section 7 /api/courses: a course; `category` is its Epicos programme. */
export const presentCourse = (row: typeof courses.$inferSelect): Course =>
  hydraItem('courses', 'Course', row.id, {
    ...presentBookable('/api/courses', row),
    category: row.programme,
    dateAt: row.dateAt.toISOString(),
    place: row.place,
    onlineLink: row.onlineLink,
  });
