import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { AA_TEXT, contrastRatio, cssVariablesResolver, readableOn } from './theme-contrast';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = cssVariablesResolver(merged);
const WHITE = '#ffffff';

describe('the contrast floor of the theme', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#228be6', '#ffffff')).toBeCloseTo(3.56, 2);
  });

  it('keeps a colour that already passes and darkens one that does not', () => {
    expect(readableOn('#1971c2', WHITE)).toBe('#1971c2');
    expect(contrastRatio(readableOn('#fab005', WHITE), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.keys(merged.colors))('%s: filled, light, text and outline all reach AA', (name) => {
    const palette = merged.colors[name]!;
    const v = (suffix: string) => light[`--mantine-color-${name}-${suffix}`]!;
    expect(contrastRatio(WHITE, v('filled'))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(v('light-color'), palette[2])).toBeGreaterThanOrEqual(AA_TEXT);
    for (const background of [WHITE, merged.colors.gray[0]]) {
      expect(contrastRatio(v('text'), background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(v('outline'), background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('leaves the primary blue at shade 8 and makes links and dimmed text readable', () => {
    expect(light['--mantine-color-blue-filled']).toBe(merged.colors.blue[8]);
    expect(contrastRatio(light['--mantine-color-anchor']!, merged.colors.blue[1])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(contrastRatio(merged.colors.gray[7], merged.colors.gray[0])).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
