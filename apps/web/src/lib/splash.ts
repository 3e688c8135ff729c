/** Spec section 2: the splash of index.html goes after the first navigation, fading out in 800 ms. */
export const SPLASH_FADE_MS = 800;

let hidden = false;

export function hideSplash(): void {
  if (hidden) return;
  hidden = true;
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.classList.add('splash-hidden');
  window.setTimeout(() => splash.remove(), SPLASH_FADE_MS);
}
