import { translate, type Language } from './i18n';

/**
 * What an invoice is for, as data (issue 18 item 6): each reader gets it in their language, rather than the
 * words of whoever issued it. `plan` is the membership's name; `quantity` the points or passes bought.
 */
export type InvoiceConcept =
  | { kind: 'register' | 'upgrade' | 'monthly'; plan: string }
  | { kind: 'annual' }
  | { kind: 'enjoy_pass' | 'enjoy_points'; quantity: number }
  | { kind: 'shop'; orderId: number }
  | { kind: 'commissions'; transferId: number };

/** A plan's name as the screens show it (they capitalise each word: "travel vip" is "Travel Vip"). */
export const planDisplayName = (name: string): string => name.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** The concept's words in `language`. */
export function invoiceConceptText(concept: InvoiceConcept, language: Language): string {
  const params = 'plan' in concept ? { ...concept, plan: planDisplayName(concept.plan) } : concept;
  return translate(language, `invoiceConcepts.${concept.kind}`, params);
}
