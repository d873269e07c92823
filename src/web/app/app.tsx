import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { NavigationProvider } from '../lib/navigation';
import { ServerDataProvider, type ServerDataOptions, type UseServerData } from '../lib/server-data';
import { SessionProvider } from '../lib/session';
import type { AppRouter } from './router';
import { routerNavigation } from './router-navigation';
import { forgetDeviceData } from './sign-out';

/** A query cache with the app's defaults: the browser's one below, and one per page the server renders (server-render.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries per spec §7; a second layer would multiply attempts.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's query cache. */
export const queryClient = createQueryClient();

/** The layout's and the public pages' reads (lib/server-data.tsx) go through the app's one query cache. */
const useQueryData: UseServerData = <T,>(options: ServerDataOptions<T>) => useQuery<T, Error, T>(options);

/** After a logout nothing of that person stays in this tab: cached answers from the API and the quiz's local data. */
async function signedOut() {
  try {
    await forgetDeviceData();
  } finally {
    queryClient.clear();
  }
}

/** Server state, navigation and the session: around the browser's router, and around a static router on the server (server-render.tsx). */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <NavigationProvider navigation={routerNavigation}>
        <ServerDataProvider use={useQueryData}>
          <SessionProvider onSignOut={signedOut}>{children}</SessionProvider>
        </ServerDataProvider>
      </NavigationProvider>
    </QueryClientProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
