import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Reads from the API for what the public pages and the layout show (the
 * price, the support channels, the example profiles, whether the yearly test
 * is done). As with lib/navigation.tsx, the app layer chooses the
 * implementation:
 *
 * - inside the app, TanStack Query's useQuery (app/app.tsx): one cache with
 *   the rest of the app, under the same keys (the payment modal's price, the
 *   quiz's progress);
 * - on a public page hydrated by the public-page entry, `usePageServerData`
 *   below: a cache that lives as long as the page, without TanStack Query on
 *   the landing's first load.
 *
 * The options are the subset of useQuery's that these reads use.
 */
export interface ServerDataOptions<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  /** How long an answer counts as fresh for a new reader, in ms (useQuery's meaning; the page cache keeps every answer). */
  staleTime?: number;
  enabled?: boolean;
}

/** What a reader gets: the fields of useQuery's result that both implementations provide. */
export type ServerData<T> = { refetch: () => void } & (
  | { isPending: true; isError: false; isSuccess: false; data: undefined }
  | { isPending: false; isError: true; isSuccess: false; data: T | undefined }
  | { isPending: false; isError: false; isSuccess: true; data: T }
);

export type UseServerData = <T>(options: ServerDataOptions<T>) => ServerData<T>;

type Entry = { status: 'pending' } | { status: 'success'; data: unknown } | { status: 'error' };

/** The page's reads, by key: each key is fetched once per page, and again only on `refetch` (after an error). */
const pageEntries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => listeners.forEach((listener) => listener());

function fetchInto(key: string, queryFn: () => Promise<unknown>): void {
  pageEntries.set(key, { status: 'pending' });
  notify();
  queryFn()
    .then(
      (data) => pageEntries.set(key, { status: 'success', data }),
      () => pageEntries.set(key, { status: 'error' }),
    )
    .finally(notify);
}

/** The public-page entry's reads (see above). Pending on the server and during hydration, as useQuery is. */
export const usePageServerData: UseServerData = <T,>({ queryKey, queryFn, enabled = true }: ServerDataOptions<T>): ServerData<T> => {
  const key = JSON.stringify(queryKey);
  const entry = useSyncExternalStore(
    subscribe,
    () => pageEntries.get(key),
    () => undefined,
  );
  useEffect(() => {
    if (enabled && !pageEntries.has(key)) fetchInto(key, queryFn);
    // The key names the read; a new function for the same key is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const refetch = useCallback(() => fetchInto(key, queryFn), [key]);
  if (entry?.status === 'success') return { isPending: false, isError: false, isSuccess: true, data: entry.data as T, refetch };
  if (entry?.status === 'error') return { isPending: false, isError: true, isSuccess: false, data: undefined, refetch };
  return { isPending: true, isError: false, isSuccess: false, data: undefined, refetch };
};

const ServerDataContext = createContext<UseServerData>(usePageServerData);

export function ServerDataProvider({ use, children }: { use: UseServerData; children: ReactNode }) {
  return <ServerDataContext value={use}>{children}</ServerDataContext>;
}

/** Reads `queryKey` with the app's chosen implementation. */
export function useServerData<T>(options: ServerDataOptions<T>): ServerData<T> {
  return useContext(ServerDataContext)(options);
}
