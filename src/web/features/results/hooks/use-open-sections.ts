import { useCallback, useEffect, useState } from 'react';

function hashId(): string {
  return decodeURIComponent(window.location.hash.slice(1));
}

/**
 * Which folded sections of the result page are open. A link to a section
 * (/results#plano, a contents chip, the back button) opens it: the address's
 * hash on arrival and every later hash change. On arrival the page scrolls to
 * it once it is rendered, since the layout scrolls to the top on navigation.
 */
export function useOpenSections(sectionIds: readonly string[], initiallyOpen: readonly string[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const start = new Set(initiallyOpen);
    if (sectionIds.includes(hashId())) start.add(hashId());
    return start;
  });
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

  useEffect(() => {
    const id = hashId();
    if (!id) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, []);

  return { isOpen: (id: string) => open.has(id), openSection, toggle };
}
