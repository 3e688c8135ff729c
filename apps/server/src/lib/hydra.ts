import { translate, type ErrorDetails, type Language, type Violation } from '@vo/domain';
import { ERRORS, type ErrorCode } from './errors';

/** An item as API Platform serves it: `@id`, `@type` and `id` first, then the presenter's fields. */
export function hydraItem<const Type extends string, Id extends number | string, T extends object>(resource: string, type: Type, id: Id, body: T) {
  return { '@id': `/api/${resource}/${id}`, '@type': type, id, ...body };
}

export interface Page {
  page: number;
  itemsPerPage: number;
}

/** A hydra:Collection with totals and first/last/previous/next links that keep the request's filters. */
export function hydraCollection<T>(path: string, query: URLSearchParams, members: T[], total: number, page: Page) {
  const last = Math.max(1, Math.ceil(total / page.itemsPerPage));
  const link = (n: number) => {
    const q = new URLSearchParams(query);
    q.set('page', String(n));
    return `${path}?${q.toString()}`;
  };
  const view = {
    '@id': link(page.page),
    '@type': 'hydra:PartialCollectionView' as const,
    'hydra:first': link(1),
    'hydra:last': link(last),
    ...(page.page > 1 ? { 'hydra:previous': link(Math.min(page.page - 1, last)) } : {}),
    ...(page.page < last ? { 'hydra:next': link(page.page + 1) } : {}),
  };
  return {
    '@context': `/api/contexts/${path.split('/').pop() ?? ''}`,
    '@id': path,
    '@type': 'hydra:Collection' as const,
    'hydra:member': members,
    'hydra:totalItems': total,
    'hydra:view': view,
  };
}

/** The hydra:Error body, translated into the caller's language; never a stack trace. */
export function hydraError(code: ErrorCode, language: Language, violations: Violation[] = [], details?: ErrorDetails) {
  // A detail may be part of the sentence (the day an account was deactivated).
  const description = translate(language, ERRORS[code].key, details);
  return {
    '@context': '/api/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': violations.length
      ? violations.map((v) => `${v.propertyPath}: ${translate(language, v.code, v.params)}`).join('\n')
      : description,
    code,
    ...(violations.length
      ? {
          violations: violations.map((v) => ({
            propertyPath: v.propertyPath,
            code: v.code,
            message: translate(language, v.code, v.params),
            ...(v.params ? { params: v.params } : {}),
          })),
        }
      : {}),
    ...(details ? { details } : {}),
  };
}
