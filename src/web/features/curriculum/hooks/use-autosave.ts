import { useEffect, useRef, useState } from 'react';
import { Autosaver, type AutosaveOptions, type AutosaveState } from '../autosave';

/**
 * An Autosaver for the life of the screen. Leaving the screen saves what is
 * still unsaved at once (instead of after the pause), so nothing typed is lost
 * by moving to another page; leaving the page (closing the tab, another site,
 * hiding the browser) sends it in a request that outlives the page.
 */
export function useAutosave<T>(saved: T, options: Omit<AutosaveOptions<T>, 'onState'>) {
  const [state, setState] = useState<AutosaveState>({ kind: 'saved' });
  const latest = useRef(options);
  latest.current = options;
  const [autosaver] = useState(
    () =>
      new Autosaver(saved, {
        ...options,
        // `why` (decision 0193) and, when the page is being left, `keepalive` go through to the screen's save.
        save: (value, saveOptions) => latest.current.save(value, saveOptions),
        onState: setState,
      }),
  );

  useEffect(() => {
    autosaver.resume();
    const leave = () => autosaver.leave();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      if (autosaver.dirty) void autosaver.flush();
      autosaver.dispose();
    };
  }, [autosaver]);

  return { state, autosaver };
}
