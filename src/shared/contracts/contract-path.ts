/**
 * A contract's URL with its path parameters filled in. Kept apart from
 * contract.ts, which imports zod: the web's first load has this and no zod.
 */

/** Path parameters and query values: flat strings, numbers and booleans. */
export type PathValues = Readonly<Record<string, string | number | boolean | null | undefined>> | undefined;

/** `/api` + the contract's path with its parameters encoded: `/api/quiz/share/{id}`. The web client and the server's preload hints both use it. */
export function contractPath(contract: { path: string }, params: PathValues): string {
  return `/api${contract.path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')))}`;
}
