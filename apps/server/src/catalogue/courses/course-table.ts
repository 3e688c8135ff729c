import { courseCollectionSchema, courseInputSchema, courseSchema, type Course, type CourseInput, type Violation } from '@vo/domain';
import { courses, reservations } from '../../db/schema';
import { bookableValues, seatsFit } from '../bookable';
import { deleteCataloguePhotos } from '../catalogue-photo';
import type { CatalogueResource } from '../catalogue-resource';
import { visibleTo } from '../catalogue-viewer';
import { referencesOf } from '../references';
import { presentCourse } from './course.presenter';
import { COURSE_COLLECTION, courseSource } from './course-list';

type CourseRow = typeof courses.$inferSelect;

/** DESIGN.md section 7b: a course is held in a place or online; a field left out of an update keeps its value. */
function placeOrLink(input: CourseInput, current: CourseRow | null): Violation[] {
  const place = input.place === undefined ? (current?.place ?? null) : input.place;
  const onlineLink = input.onlineLink === undefined ? (current?.onlineLink ?? null) : input.onlineLink;
  return place === null && onlineLink === null ? [{ propertyPath: 'place', code: 'validation.placeOrLink' }] : [];
}

/** The Epicos movement's courses (`/api/courses`). */
export const COURSES: CatalogueResource<typeof courses, CourseRow, Course, CourseInput> = {
  base: '/api/courses',
  tag: 'catalogue',
  table: courses,
  photoTable: courses,
  item: courseSchema,
  collectionSchema: courseCollectionSchema,
  input: courseInputSchema,
  collection: COURSE_COLLECTION,
  source: courseSource,
  scope: (viewer) => visibleTo(viewer, courses),
  present: presentCourse,
  values: (input) => ({
    ...bookableValues(input), programme: input.category, dateAt: new Date(input.dateAt), place: input.place, onlineLink: input.onlineLink,
  }),
  check: async (_tx, input, current) => [...seatsFit(input, current), ...placeOrLink(input, current)],
  references: (tx, ids) => referencesOf(tx, ids, [[reservations.courseId, 'validation.hasReservations']]),
  removed: (tx, rows) => deleteCataloguePhotos(tx, rows.map((row) => row.photoId)),
};
