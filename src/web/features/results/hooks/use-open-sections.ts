import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

function hashId(): string {
  return decodeURIComponent(window.location.hash.slice(1));
}

/**
 * Which folded sections of the result page are open. A link to a section
 * (/results#plano, a contents chip, the back button) opens it: the address's
 * hash on arrival and every later hash change. On arrival the page scrolls to
 * it once it is rendered, since the layout scrolls to the top on navigation.
 * The address is read after the first render (before the first paint): the
 * server renders /report/{id} without one, and hydration must match it.
 */
export function useOpenSections(sectionIds: readonly string[], initiallyOpen: readonly string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const key = sectionIds.join(' ');

  const openSection = useCallback((id: string) => setOpen((current) => (current.has(id) ? current : new Set(current).add(id))), []);
  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  useEffect(() => {
    const ids = key.split(' ');
    const onHashChange = () => {
      if (ids.includes(hashId())) openSection(hashId());
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [key, openSection]);

  useLayoutEffect(() => {
    const id = hashId();
    if (!id) return;
    if (key.split(' ').includes(id)) openSection(id);
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
    // On arrival only; later hash changes are the listener's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { isOpen: (id: string) => open.has(id), openSection, toggle };
}
