import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Load = () => Promise<{ Component: ComponentType }>;

/** Screens are modules exporting `Component`; each is its own chunk, downloaded on first visit (or by preloadScreens). */
export const screen = (load: Load) => Object.assign(lazy(() => load().then((m) => ({ default: m.Component }))), { preload: load });

/** The lazy screens a route element shows: the element itself, or one wrapped in <Screen>. */
function screensIn(node: ReactNode): Load[] {
  if (!isValidElement(node)) return [];
  const { preload } = node.type as { preload?: Load };
  return [...(preload ? [preload] : []), ...screensIn((node.props as { children?: ReactNode }).children)];
}

/**
 * Starts downloading every screen of a page at once (a layout and the page inside it), while the entry still
 * starts up, instead of each after the one around it has rendered (issue 20: the login page's chain).
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    for (const load of screensIn(route.element)) load().catch(() => {}); // a failure shows when the screen renders
  }
}
