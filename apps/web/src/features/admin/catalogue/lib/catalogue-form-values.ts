import {
  CATALOGUE_LANGUAGES,
  type AttendanceCode, type attendanceCodeInputSchema, type CategoryEvent, type categoryEventInputSchema, type Course, type courseInputSchema,
  type EventEnjoy, type eventEnjoyInputSchema, type Excursion, type excursionInputSchema, type LocalizedText, type Training, type trainingInputSchema,
  type TravelTool, type travelToolInputSchema, type Product, type productInputSchema, type Club, type clubInputSchema,
} from '@vo/domain';
import type { z } from 'zod';

export const emptyText = (): LocalizedText => ({ es: '', en: '', pt: '' });
export const copyText = (text: LocalizedText): LocalizedText => Object.fromEntries(CATALOGUE_LANGUAGES.map((l) => [l, text[l]])) as LocalizedText;

type Bookable = Excursion | Course | EventEnjoy;

/** What every bookable item's form starts with: its texts, euros, seats and flags, or a blank visible one. */
export function bookableValues(item?: Pick<Bookable, 'title' | 'description' | 'price' | 'deposit' | 'seats' | 'permSoc' | 'permDis' | 'isActive'>) {
  if (!item) return { title: emptyText(), description: emptyText(), price: 0, deposit: 0, seats: 0, permSoc: true, permDis: true, isActive: true };
  const { price, deposit, seats, permSoc, permDis, isActive } = item;
  return { title: copyText(item.title), description: copyText(item.description), price, deposit, seats, permSoc, permDis, isActive };
}

/** The paths of a form's fields (`title.es`, `price`…): where the server's violations may land. */
export function fieldPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? fieldPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

export type ExcursionFormValues = z.input<typeof excursionInputSchema>;
export type CourseFormValues = z.input<typeof courseInputSchema>;
export type EventFormValues = z.input<typeof eventEnjoyInputSchema>;
export type CategoryFormValues = z.input<typeof categoryEventInputSchema>;
export type AttendanceCodeFormValues = z.input<typeof attendanceCodeInputSchema>;
export type TrainingFormValues = z.input<typeof trainingInputSchema>;
export type TravelToolFormValues = z.input<typeof travelToolInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;
export type ClubFormValues = z.input<typeof clubInputSchema>;

/** References are kept as the IRIs the items answer (`/api/travel/3`), which the schemas accept as they are. */
export const excursionFormValues = (item?: Excursion): ExcursionFormValues => ({ ...bookableValues(item), travel: item?.travel ?? '', dateAt: item?.dateAt ?? '' });

export const courseFormValues = (item?: Course): CourseFormValues => ({
  ...bookableValues(item), category: item?.category ?? 'lineOfLife', dateAt: item?.dateAt ?? '', place: item?.place ?? '', onlineLink: item?.onlineLink ?? '',
});

export const eventFormValues = (item?: EventEnjoy): EventFormValues => ({
  ...bookableValues(item), category: item?.category ?? '', dateAt: item?.dateAt ?? '', place: item?.place ?? '',
});

export const categoryFormValues = (item?: CategoryEvent): CategoryFormValues => ({
  name: item ? copyText(item.name) : emptyText(), type: item?.type ?? '', groupId: item?.groupId ?? null, sort: item?.sort ?? 0, isActive: item?.isActive ?? true,
});

export const attendanceCodeFormValues = (item?: AttendanceCode): AttendanceCodeFormValues => ({ event: item?.event ?? '', code: item?.code ?? '', isActive: item?.isActive ?? true });

export const trainingFormValues = (item?: Training): TrainingFormValues => ({
  title: item ? copyText(item.title) : emptyText(), author: item?.author ?? '', language: item?.language ?? 'es', category: item?.category ?? 'business',
  date: item?.date ?? '', replay: item?.replay ?? '', isActive: item?.isActive ?? true,
});

export const travelToolFormValues = (item?: TravelTool): TravelToolFormValues => ({
  code: item?.code ?? '', name: item?.name ?? '', searchLink: item?.searchLink ?? '', sort: item?.sort ?? 0, isActive: item?.isActive ?? true,
});

/** The country is kept as its id in text, as the country select holds it (the schema takes an id or an IRI). */
export const productFormValues = (item?: Product): ProductFormValues => ({
  country: item ? String(item.country) : '', name: item ? copyText(item.name) : emptyText(), description: item ? copyText(item.description) : emptyText(),
  price: item?.price ?? 0, vatRate: item?.vatRate ?? 21, stock: item?.stock ?? 0, points: item?.points ?? 0,
  defaultQuantity: item?.defaultQuantity ?? 0, sort: item?.sort ?? 0, isActive: item?.isActive ?? true,
});

export const clubFormValues = (item?: Club): ClubFormValues => ({
  name: item ? copyText(item.name) : emptyText(), isTravel: item?.isTravel ?? false, directMin: item?.directMin ?? 0, salesMin: item?.salesMin ?? 0,
  maxPerDirect: item?.maxPerDirect ?? 1, salesMinTeam: item?.salesMinTeam ?? 0, bonusShare: item?.bonusShare ?? 0,
  rightToCollection: item?.rightToCollection ?? true, sort: item?.sort ?? 0, isActive: item?.isActive ?? true,
});
