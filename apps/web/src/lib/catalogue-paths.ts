import { COURSE_PROGRAMMES, JOURNEY_FAMILIES, type CourseProgramme, type JourneyFamily } from '@vo/domain';

/** The address segment of each journey family (spec section 2: one menu entry and screen per family). */
export const JOURNEY_FAMILY_SLUGS: Record<JourneyFamily, string> = { travel: 'travel', yellowTide: 'yellow-tide', gto: 'gto' };

/** The address segment of each Epicos programme. */
export const COURSE_PROGRAMME_SLUGS: Record<CourseProgramme, string> = {
  lineOfLife: 'line-of-life',
  abundanceAndWealth: 'abundance-and-wealth',
  mastermind: 'mastermind',
};

export const familyOfSlug = (slug: string | undefined): JourneyFamily | undefined => JOURNEY_FAMILIES.find((f) => JOURNEY_FAMILY_SLUGS[f] === slug);
export const programmeOfSlug = (slug: string | undefined): CourseProgramme | undefined => COURSE_PROGRAMMES.find((p) => COURSE_PROGRAMME_SLUGS[p] === slug);

export const journeysPath = (family: JourneyFamily) => `/journeys/${JOURNEY_FAMILY_SLUGS[family]}`;
export const journeyPath = (family: JourneyFamily, id: number) => `${journeysPath(family)}/${id}`;
export const coursesPath = (programme: CourseProgramme) => `/epicos/${COURSE_PROGRAMME_SLUGS[programme]}`;
export const ENJOY_EVENTS_PATH = '/enjoy-events';
