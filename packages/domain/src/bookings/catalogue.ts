/** DESIGN.md section 7b: the three journey families, each its own menu entry and screen. */
export const JOURNEY_FAMILIES = ['travel', 'yellowTide', 'gto'] as const;
export type JourneyFamily = (typeof JOURNEY_FAMILIES)[number];

/** A cruise lets Travel Points pay 5 % of the price, a tour-operator trip 10 % (spec section 9). */
export const JOURNEY_KINDS = ['cruise', 'tourOperator'] as const;
export type JourneyKind = (typeof JOURNEY_KINDS)[number];

/** The Epicos movement's three programmes (spec section 2), a course's category. */
export const COURSE_PROGRAMMES = ['lineOfLife', 'abundanceAndWealth', 'mastermind'] as const;
export type CourseProgramme = (typeof COURSE_PROGRAMMES)[number];

/** Catalogue texts are written in the three interface languages. */
export const CATALOGUE_LANGUAGES = ['es', 'en', 'pt'] as const;
export type LocalizedText = Record<(typeof CATALOGUE_LANGUAGES)[number], string>;

/**
 * Spec section 6 `permSoc` / `permDis`: whether members without / with a distributor licence see an item.
 * Admins see everything; nobody but admins sees an inactive item.
 */
export function isVisibleTo(item: { permSoc: boolean; permDis: boolean; isActive: boolean }, viewer: { isDistributor: boolean }): boolean {
  return item.isActive && (viewer.isDistributor ? item.permDis : item.permSoc);
}
