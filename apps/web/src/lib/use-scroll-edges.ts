import { useEffect, useState, type RefObject } from 'react';
import { getSettings } from './settings';
import { throttle } from './throttle';

/** Which sides of a horizontally scrolling box hide content (a pixel of slack for sub-pixel widths). */
export interface ScrollEdges {
  left: boolean;
  right: boolean;
}

const NONE: ScrollEdges = { left: false, right: false };

export function scrollEdgesOf(box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  return { left: box.scrollLeft > 1, right: box.scrollLeft < hidden - 1 };
}

/**
 * Whether the box has more to show on its left and right, kept current on scroll and resize (throttled to
 * `eventThrottleMs`, spec section 9), so the screen can say that it scrolls instead of cutting what does not fit
 * (issue 18 item 9).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = throttle(() => {
      const next = scrollEdgesOf(box);
      setEdges((now) => (now.left === next.left && now.right === next.right ? now : next));
    }, getSettings().eventThrottleMs);
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    if (box.firstElementChild) resized.observe(box.firstElementChild);
    return () => {
      measure.cancel();
      box.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [ref]);
  return edges;
}
