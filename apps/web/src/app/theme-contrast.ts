import { darken, luminance, type CSSVariablesResolver, type MantineColorShade, type MantineTheme } from '@mantine/core';

/** WCAG 1.4.3 (AA): normal-size text needs 4.5:1 against its background. */
export const AA_TEXT = 4.5;
const WHITE = '#ffffff';

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour itself when it reaches AA against the background, otherwise the first 5 % darker step that does. */
export function readableOn(color: string, background: string): string {
  for (let step = 0; step < 20; step += 1) {
    const candidate = step === 0 ? color : darken(color, step / 20);
    if (contrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return '#000000';
}

function primaryShade(theme: MantineTheme): MantineColorShade {
  return typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
}

/**
 * The colour variables Mantine derives from each palette, with a contrast floor (issue 13, item 21). Mantine's light
 * scheme puts white on the primary shade (filled), shade 9 on shade 1 (light alerts and badges) and the primary shade
 * on the page (coloured text, outlines); for the blues that is enough at shade 8, for teal, green, lime, yellow and
 * orange it is not at any shade (white on green.9 is 4.37:1), so those are darkened just enough. Only the light
 * scheme: the app has no dark one.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const shade = primaryShade(theme);
  const page = theme.colors.gray[0];
  const light: Record<string, string> = {
    // gray.6 is 3.15:1 on the main area's gray.0; gray.7 is 7.76:1 and still lighter than the body text.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors were red.6 (#fa5252), 3.28:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  };
  for (const [name, palette] of Object.entries(theme.colors)) {
    const filled = readableOn(palette[shade], WHITE);
    const text = readableOn(palette[shade], page);
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      // On the hover background (shade 2) too: a hovered or just-clicked menu entry keeps it.
      [`--mantine-color-${name}-light-color`]: readableOn(palette[9], palette[2]),
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-outline`]: text,
    });
  }
  // Links sit on the page and inside light alerts of the primary colour: the primary light-variant text suits both.
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-light-color`]!;
  return { variables: {}, light, dark: {} };
};
