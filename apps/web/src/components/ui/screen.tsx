import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hideSplash } from '@/lib/splash';

export const PRODUCT_NAME_KEY = 'app.name';
export const DEFAULT_TITLE_KEY = 'titles.dashboard';

/**
 * A routed screen. Spec section 2: the page title is "product name | translated screen title" (the dashboard
 * title by default), and the splash goes after the first navigation, i.e. when the first screen is shown.
 */
export function Screen({ title = DEFAULT_TITLE_KEY, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const text = `${t(PRODUCT_NAME_KEY)} | ${t(title)}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
  useEffect(() => {
    hideSplash();
  }, []);
  return children;
}
