import type { ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceCode, CategoryEvent, Club, Course, EventEnjoy, Excursion, LocalizedText, Product, Training, Travel, TravelTool } from '@vo/domain';

/** A row of any console catalogue table. */
export type CatalogueRow = Travel | Excursion | Course | EventEnjoy | CategoryEvent | AttendanceCode | Training | TravelTool | Product | Club;

/** A catalogue text in the language, or a name written once (a travel partner's brand). */
const textIn = (text: LocalizedText | string, language: string): string =>
  typeof text === 'string' ? text : (text[language.slice(0, 2) as keyof LocalizedText] ?? text.es);

/** The name an admin reads a row by (its title, name or code), for the buttons' accessible names. */
export function useRowName(): (row: CatalogueRow) => string {
  const { i18n } = useTranslation();
  return (row) => ('title' in row ? textIn(row.title, i18n.language) : 'name' in row ? textIn(row.name, i18n.language) : row.code);
}

/** A row another resource refers to, as a choice: its IRI, and "name (#id)" (two journeys may share a title). */
export function useReferenceOption(): (row: CatalogueRow) => ComboboxItem {
  const name = useRowName();
  return (row) => ({ value: row['@id'], label: `${name(row)} (#${row.id})` });
}
