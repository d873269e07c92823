import { useEffect, useRef, useState } from 'react';
import { Autosaver, type AutosaveOptions, type AutosaveState } from '../autosave';

/**
 * An Autosaver for the life of the screen. Leaving the screen saves what is
 * still unsaved at once (instead of after the pause), so nothing typed is lost
 * by moving to another page.
 */
export function useAutosave<T>(saved: T, options: Omit<AutosaveOptions<T>, 'onState'>) {
  const [state, setState] = useState<AutosaveState>({ kind: 'saved' });
  const latest = useRef(options);
  latest.current = options;
  const [autosaver] = useState(
    () =>
      new Autosaver(saved, {
        ...options,
        save: (value) => latest.current.save(value),
        onState: setState,
      }),
  );

  useEffect(() => {
    autosaver.resume();
    const warn = (event: BeforeUnloadEvent) => {
      if (autosaver.dirty) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (autosaver.dirty) void autosaver.flush();
      autosaver.dispose();
    };
  }, [autosaver]);

  return { state, autosaver };
}
