/** Fetches a URL's text; `fetch` in the app, a stand-in in tests. */
export type TextFetcher = (url: string) => Promise<string>;

const fetchText: TextFetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Icon ${url}: HTTP ${response.status}`);
  return response.text();
};

/**
 * Spec section 7's icon loader: an icon is fetched as text once per URL and the answer (or the request still under
 * way) is shared by every caller; content that holds no SVG is refused. A failure is not kept, so a later call tries again.
 */
export function svgIconLoader(fetcher: TextFetcher = fetchText) {
  const cache = new Map<string, Promise<string>>();
  return (url: string): Promise<string> => {
    const known = cache.get(url);
    if (known) return known;
    const loading = fetcher(url).then((text) => {
      if (!/<svg[\s>]/i.test(text)) throw new Error(`Icon ${url} is not an SVG`);
      return text;
    });
    cache.set(url, loading);
    loading.catch(() => cache.delete(url));
    return loading;
  };
}

/** The app's one loader: every icon component shares its cache. */
export const loadSvgIcon = svgIconLoader();
