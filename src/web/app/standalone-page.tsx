import { Component, useMemo, type ComponentType, type ReactNode } from 'react';
import { documentNavigation, NavigationProvider } from '../lib/navigation';
import { usePageServerData, ServerDataProvider } from '../lib/server-data';
import { SessionProvider } from '../lib/session';
import { ErrorScreen } from './layout/error-screen';
import { SiteLayout } from './layout/site-layout';
import { forgetDeviceData } from './sign-out';

/** A page that throws shows the error screen inside the layout, as a route's error element does in the app. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * A standalone page (standalone-pages.ts) with everything around it: links
 * that load pages, the page's own cache of API reads, the session, the
 * layout. The build prerenders exactly this tree and the public-page entry
 * hydrates it, so the two match.
 */
export function StandalonePage({ pathname, Page }: { pathname: string; Page: ComponentType }) {
  const navigation = useMemo(() => documentNavigation(pathname), [pathname]);
  return (
    <NavigationProvider navigation={navigation}>
      <ServerDataProvider use={usePageServerData}>
        <SessionProvider onSignOut={forgetDeviceData}>
          <SiteLayout>
            <PageErrorBoundary>
              <Page />
            </PageErrorBoundary>
          </SiteLayout>
        </SessionProvider>
      </ServerDataProvider>
    </NavigationProvider>
  );
}
