import { useEffect, useState } from 'react';
import { loadSvgIcon } from '@/lib/svg-icon-loader';

/**
 * An icon from the app's own `/icons/` folder drawn as inline SVG (it takes `currentColor`), loaded once and shared
 * through the icon loader. In development an icon that fails to load or is not SVG throws, so it cannot go unnoticed;
 * in production it draws nothing. Decorative: the control it sits in carries the name.
 */
export function SvgIcon({ src }: { src: `/icons/${string}.svg` }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    loadSvgIcon(src).then(
      (text) => live && setSvg(text),
      (error: Error) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [src]);
  if (failure && import.meta.env.DEV) throw failure;
  // Our own static file, never user content: inlined so that it follows the text colour.
  return <span aria-hidden="true" style={{ display: 'inline-flex', lineHeight: 0 }} dangerouslySetInnerHTML={{ __html: svg ?? '' }} />;
}
