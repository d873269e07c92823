import { useCallback, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays
 * true from then on): for a read that only what it shows needs, so it waits
 * until someone may see it. The footer's support channels use it: read on
 * every page, they loaded the contracts (and zod) on pages that need neither.
 * Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [(element: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
