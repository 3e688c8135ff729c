import { CATALOGUE_LANGUAGES, type LocalizedText } from '@vo/domain';

type Language = (typeof CATALOGUE_LANGUAGES)[number];

const isCatalogueLanguage = (value: string): value is Language => (CATALOGUE_LANGUAGES as readonly string[]).includes(value);

/** A catalogue text in the interface language (`en-GB` reads `en`); Spanish, the source, for any other. */
export function localized(text: LocalizedText, language: string): string {
  const base = language.slice(0, 2);
  return isCatalogueLanguage(base) ? text[base] : text.es;
}
