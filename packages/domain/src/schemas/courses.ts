import { z } from 'zod';
import { COURSE_PROGRAMMES } from '../bookings/catalogue';
import { bookableInputShape, bookableItemShape, clearableText, depositWithinPrice, instantField } from './catalogue-fields';
import { whenMissingOr } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** A link a member opens to join an online course: http(s) only. */
const onlineLinkField = clearableText(500).pipe(
  z.string().refine((v) => /^https?:\/\/\S+$/i.test(v) && URL.canParse(v), 'validation.invalid').nullable().optional(),
);

/**
 * POST and PUT /api/courses (admin console): a course of one of the Epicos movement's programmes (`category`),
 * held in a place, online, or both (the server checks that one is left, since a left-out field keeps its value).
 */
export const courseInputSchema = z
  .object({
    ...bookableInputShape,
    category: z.enum(COURSE_PROGRAMMES, whenMissingOr('validation.invalid')),
    dateAt: instantField,
    place: clearableText(200),
    onlineLink: onlineLinkField,
  })
  .superRefine(depositWithinPrice);
export type CourseInput = z.output<typeof courseInputSchema>;

/** GET /api/courses/{id}: a course; `category` is its programme. */
export const courseSchema = hydraItemSchema('Course', {
  ...bookableItemShape,
  category: z.enum(COURSE_PROGRAMMES),
  dateAt: z.iso.datetime(),
  place: z.string().nullable(),
  onlineLink: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseCollectionSchema = hydraCollectionSchema(courseSchema);
