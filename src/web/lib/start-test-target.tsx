import { createContext, useContext, type ReactNode } from 'react';

/** Spec §2: start-test links lead here when the person has no result (the default, also for visitors). */
export const NO_RESULT_START_TARGET = '/assessment-intro';

const StartTestTargetContext = createContext<string>(NO_RESULT_START_TARGET);

/**
 * Where the start-test links of every page lead. Features cannot know whether
 * the person has a result (that is the quiz feature's), so the app layer
 * provides the target and the links read it.
 */
export function StartTestTargetProvider({ target, children }: { target: string; children: ReactNode }) {
  return <StartTestTargetContext value={target}>{children}</StartTestTargetContext>;
}

export function useStartTestTarget(): string {
  return useContext(StartTestTargetContext);
}
