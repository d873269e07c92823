import { Outlet } from 'react-router';
import { SiteLayout } from './site-layout';

/** The router's root: the site's frame around the matched route. */
export function RootLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
