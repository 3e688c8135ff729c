import { describe, expect, it } from 'vitest';
import { trainingCategoryName } from '../trainings/training-categories';
import { trainingInputSchema } from './trainings';
import { toViolations } from './violations';

const TRAINING = {
  title: { es: 'Cierre de ventas', en: 'Closing sales', pt: 'Fecho de vendas' },
  author: ' Ana Ruiz ', language: 'es', category: 'business', date: '2026-03-12', replay: 'https://vimeo.com/76979871',
};

const violationsOf = (body: Record<string, unknown>) => {
  const result = trainingInputSchema.safeParse(body);
  return result.success ? [] : toViolations(result.error.issues).map((v) => [v.propertyPath, v.code]);
};

describe('trainingInputSchema', () => {
  it('reads a training: the author trimmed, the flag left out', () => {
    const training = trainingInputSchema.parse(TRAINING);
    expect(training).toMatchObject({ author: 'Ana Ruiz', language: 'es', category: 'business', date: '2026-03-12' });
    expect(training).not.toHaveProperty('isActive');
  });

  it('takes only https replay links', () => {
    expect(violationsOf({ ...TRAINING, replay: 'javascript:alert(1)' })).toEqual([['replay', 'validation.httpsLink']]);
    expect(violationsOf({ ...TRAINING, replay: 'http://vimeo.com/76979871' })).toEqual([['replay', 'validation.httpsLink']]);
    expect(violationsOf({ ...TRAINING, replay: '' })).toEqual([['replay', 'validation.required']]);
    expect(violationsOf({ ...TRAINING, replay: `https://example.org/${'x'.repeat(500)}` })).toEqual([['replay', 'validation.maxLength']]);
  });

  it('wants a known language and category, a real day and every title', () => {
    expect(violationsOf({ ...TRAINING, language: 'fr', category: 'sports' })).toEqual([['language', 'validation.invalid'], ['category', 'validation.invalid']]);
    expect(violationsOf({ ...TRAINING, date: '2026-02-30' })).toEqual([['date', 'validation.date']]);
    expect(violationsOf({ ...TRAINING, title: { es: 'Cierre', en: 'Closing' }, author: '  ' })).toEqual([['title.pt', 'validation.required'], ['author', 'validation.required']]);
  });
});

describe('trainingCategoryName', () => {
  it('names a category in the three languages', () => {
    expect(trainingCategoryName('leadership')).toEqual({ es: 'Liderazgo', en: 'Leadership', pt: 'Liderança' });
  });
});
