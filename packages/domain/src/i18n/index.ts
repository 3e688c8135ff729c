import { en } from './en';
import { es, type Messages } from './es';
import { pt } from './pt';

export const LANGUAGES = ['es', 'en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export const domainMessages: Record<Language, Messages> = { es, en, pt };
export type { Messages };

/** Picks the first supported language of an Accept-Language header (or a bare code). */
export function pickLanguage(header: string | undefined | null): Language {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** Looks a dotted key up ("validation.minLength") and fills {placeholders}; unknown keys come back as is. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  let node: unknown = domainMessages[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
