import { useCallback } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { Navigation, NavigateOptions } from '../lib/navigation';

/** The app's navigation (lib/navigation.tsx): React Router's links and moves, without page loads. */
export const routerNavigation: Navigation = {
  Link,
  NavLink,
  useNavigate() {
    const navigate = useNavigate();
    // Stable while the router's is, like the router's own (effects depend on it).
    return useCallback((to: string, options?: NavigateOptions) => void navigate(to, options), [navigate]);
  },
  usePathname: () => useLocation().pathname,
  movesByPageLoad: false,
};
