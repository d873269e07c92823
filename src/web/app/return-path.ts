/**
 * Where sign-in or sign-up returns to: the page that sent the person there passes `{ from }` as the history state
 * (the auth guard, a "log in to continue" link). Only same-site paths count as a return address.
 */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
