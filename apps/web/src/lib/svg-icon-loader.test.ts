import { describe, expect, it, vi } from 'vitest';
import { svgIconLoader } from './svg-icon-loader';

const SVG = '<svg viewBox="0 0 24 24"><path d="M0 0h24"/></svg>';

describe('svgIconLoader (spec section 7)', () => {
  it('fetches an icon once and shares it between concurrent and later callers', async () => {
    const fetcher = vi.fn(async () => SVG);
    const load = svgIconLoader(fetcher);
    const [a, b] = await Promise.all([load('/icons/a.svg'), load('/icons/a.svg')]);
    expect([a, b, await load('/icons/a.svg')]).toEqual([SVG, SVG, SVG]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await load('/icons/b.svg');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('refuses content that holds no SVG, and tries again on the next call', async () => {
    const fetcher = vi.fn(async () => '<!doctype html><title>Not found</title>');
    const load = svgIconLoader(fetcher);
    await expect(load('/icons/missing.svg')).rejects.toThrow('Icon /icons/missing.svg is not an SVG');
    await expect(load('/icons/missing.svg')).rejects.toThrow('is not an SVG');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
