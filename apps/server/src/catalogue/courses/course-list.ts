import { COURSE_PROGRAMMES } from '@vo/domain';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import { tableSource, type CollectionSource } from '../../lib/collection-route';
import { bookableFilters } from '../bookable';
import { allLanguages, inSpanish } from '../localized-text';

/** GET /api/courses (spec section 7: permSoc, permDis, dateAt[before|after], category, active): `category` is the programme; by date. */
export const COURSE_COLLECTION: CollectionSpec = {
  order: {
    id: courses.id, dateAt: courses.dateAt, price: courses.price, seats: courses.seats, category: courses.programme,
    isActive: courses.isActive, createdAt: courses.createdAt, title: inSpanish(courses.title),
  },
  defaultOrder: [courses.dateAt, 'asc'],
  filters: { ...bookableFilters(courses), category: { column: courses.programme, parse: parseAs.oneOf(COURSE_PROGRAMMES) } },
  dates: { dateAt: courses.dateAt },
  search: [allLanguages(courses.title), courses.place],
};

export const courseSource = (db: Db): CollectionSource<typeof courses.$inferSelect> => tableSource(db, courses);
