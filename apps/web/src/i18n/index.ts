import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Messages } from '@vo/domain';
import { es as esMessages } from '@vo/domain/i18n/es';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from './es.json';

/** Spec section 3: the chosen language is kept in local storage under this key. */
export const LANGUAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

type Texts = () => Promise<{ default: object }>;

/** The web's own texts plus the shared `validation` and `errors` catalogues of @vo/domain. */
const bundle = (texts: object, messages: Messages): object => ({ ...texts, ...messages });
const fetchBundle = (texts: Promise<{ default: object }>, messages: Promise<Messages>) =>
  Promise.all([texts, messages]).then(([web, domain]) => ({ default: bundle(web.default, domain) }));

/**
 * Two parts per language: the public texts (login, registration, presentation, error pages, with the domain's
 * catalogue) and the texts of the screens behind login, which the protected area loads (`loadAppTexts`), so the
 * login page does not download them. Spanish public texts are the source and the fallback: they ship with the
 * app; everything else is fetched when needed.
 */
const publicTexts: Record<Exclude<Language, 'es'>, Texts> = {
  en: () => fetchBundle(import('./en.json'), import('@vo/domain/i18n/en').then((m) => m.en)),
  pt: () => fetchBundle(import('./pt.json'), import('@vo/domain/i18n/pt').then((m) => m.pt)),
};
const appTexts: Record<Language, Texts> = {
  es: () => import('./es.app.json'),
  en: () => import('./en.app.json'),
  pt: () => import('./pt.app.json'),
};
const loaded = new Set<string>(['es:public']);
let appWanted = false;

async function ensurePart(language: Language, part: 'public' | 'app', load: Texts): Promise<void> {
  if (loaded.has(`${language}:${part}`)) return;
  const texts = (await load()).default;
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  loaded.add(`${language}:${part}`);
}

async function ensureLanguage(language: Language): Promise<void> {
  await Promise.all([
    language === 'es' ? undefined : ensurePart(language, 'public', publicTexts[language]),
    appWanted ? ensurePart(language, 'app', appTexts[language]) : undefined,
  ]);
}

/** The texts of the screens behind login, in the current language (and later switches load theirs). */
export async function loadAppTexts(): Promise<void> {
  appWanted = true;
  await ensureLanguage(currentLanguage());
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: bundle(es, esMessages) } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  returnNull: false,
  // The domain catalogue writes placeholders as {value}; the web's texts use the same style.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  react: { useSuspense: false },
});

function markDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches every text at once and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode without storage: the switch still works for this visit.
  }
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}

/** Resolves once the stored language's texts are in (render after it, so no Spanish flash). */
export const i18nReady: Promise<void> = (async () => {
  const language = storedLanguage();
  try {
    await ensureLanguage(language);
    await i18n.changeLanguage(language);
  } catch {
    // The texts could not be fetched: Spanish (the source) stays.
  }
  markDocument(currentLanguage());
})();

export { i18n };
