import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../lib/session';
import type { AppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries per spec §7; a second layer would multiply attempts.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** After a logout nothing of that person stays in this tab: cached answers from the API and the quiz's local data. */
async function signedOut() {
  // The quiz's storage code is loaded only now (it is not part of the first load); then both go in one step.
  const { forgetQuizOnDevice } = await import('../features/quiz/forget-quiz-on-device');
  queryClient.clear();
  forgetQuizOnDevice();
}

/** Server state and the session: around the browser's router, and around the build's static router (prerender). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignOut={signedOut}>{children}</SessionProvider>
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
