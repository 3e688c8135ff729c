import { LANGUAGES, translate } from '../i18n';
import type { LocalizedText } from '../bookings/catalogue';

/** The kinds of recorded training (issue 16): a training's `category`. */
export const TRAINING_CATEGORIES = ['business', 'travel', 'product', 'leadership'] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];

/** A category's label in es, en and pt (spec section 3 `categoryName`), from the shared message catalogue. */
export function trainingCategoryName(category: TrainingCategory): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((language) => [language, translate(language, `trainingCategories.${category}`)])) as LocalizedText;
}
