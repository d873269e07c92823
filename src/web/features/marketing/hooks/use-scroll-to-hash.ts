import { useEffect } from 'react';

/**
 * Deep links such as /privacy#direitos: the section exists only after React
 * renders, and the layout scrolls to the top on navigation, so jump to the
 * anchor on the next frame.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, []);
}
