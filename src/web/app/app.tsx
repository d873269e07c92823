import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { forgetQuizOnDevice } from '../features/quiz/forget-quiz-on-device';
import { SessionProvider } from '../lib/session';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already retries per spec §7; a second layer would multiply attempts.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** After a logout nothing of that person stays in this tab: cached answers from the API and the quiz's local data. */
function signedOut() {
  queryClient.clear();
  forgetQuizOnDevice();
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignOut={signedOut}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
