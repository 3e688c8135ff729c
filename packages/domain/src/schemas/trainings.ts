import { z } from 'zod';
import { LANGUAGES } from '../i18n';
import { isHttpsLink, REPLAY_LINK_MAX } from '../trainings/replay-link';
import { TRAINING_CATEGORIES } from '../trainings/training-categories';
import { CATALOGUE_TITLE_MAX, dayField, localizedTextField, localizedTextResponse, optionalFlag } from './catalogue-fields';
import { requiredText, whenMissingOr } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** The recording a member watches: an https address only, so no `javascript:` link ever reaches a member's page. */
const replayField = requiredText(REPLAY_LINK_MAX).pipe(z.string().refine(isHttpsLink, 'validation.httpsLink'));

/**
 * POST and PUT /api/trainings (admin console): a recorded training. `title` is written in the three interface
 * languages like every catalogue text; `language` is the one spoken in the recording.
 */
export const trainingInputSchema = z.object({
  title: localizedTextField(CATALOGUE_TITLE_MAX),
  author: requiredText(120),
  language: z.enum(LANGUAGES, whenMissingOr('validation.invalid')),
  category: z.enum(TRAINING_CATEGORIES, whenMissingOr('validation.invalid')),
  date: dayField,
  replay: replayField,
  isActive: optionalFlag,
});
export type TrainingInput = z.output<typeof trainingInputSchema>;

/** GET /api/trainings/{id} (spec section 3 "Training"); `categoryName` is the category's label in each language. */
export const trainingSchema = hydraItemSchema('Training', {
  title: localizedTextResponse,
  author: z.string(),
  language: z.enum(LANGUAGES),
  category: z.enum(TRAINING_CATEGORIES),
  categoryName: localizedTextResponse,
  date: z.iso.date(),
  replay: z.string(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Training = z.infer<typeof trainingSchema>;

export const trainingCollectionSchema = hydraCollectionSchema(trainingSchema);
