import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/**
 * Links and navigation for features, components and layouts, which never
 * import the router themselves. The app layer chooses how a link moves:
 *
 * - inside the app (src/web/app/app.tsx), React Router: client-side moves;
 * - on a public page hydrated by the public-page entry (public-main.tsx),
 *   the document: a link is a plain `<a href>` and a move is a page load.
 *   That entry ships without the router (about 25 kB gzip of the landing's
 *   first load); the pages it hydrates are prerendered, so a load is quick.
 *
 * The same components render under both, so the markup must not depend on
 * which one is in use (the prerendered HTML is hydrated by either).
 */

export interface NavigateOptions {
  replace?: boolean;
  /** History state for the next page (the router keeps it; a page load cannot, and drops it). */
  state?: unknown;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active means the current path is `to` or below it; with `end`, exactly `to`. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
}

export interface Navigation {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
  useNavigate: () => (to: string, options?: NavigateOptions) => void;
  usePathname: () => string;
  /** A move loads a new page: whatever is still running in this one (a logout call) may be cut short. */
  movesByPageLoad: boolean;
}

/** Whether `pathname` is `to` or a page below it (the rule of NavLink's active state, for both implementations). */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  if (end || to === '/') return false;
  return pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}

function DocumentLink({ to, replace: _replace, state: _state, ...anchor }: LinkProps) {
  return <a href={to} {...anchor} />;
}

const documentNavigate = (to: string, options?: NavigateOptions) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/**
 * Moves by page loads: the public-page entry's navigation. `pathname` is the
 * page's own path (the build's prerender passes it; in the browser it is the
 * location's), for the active state of nav links.
 */
export function documentNavigation(pathname: string): Navigation {
  function DocumentNavLink({ to, end, className, replace: _replace, state: _state, ...anchor }: NavLinkProps) {
    const isActive = isActivePath(pathname, to, end);
    return <a href={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} {...anchor} />;
  }
  return { Link: DocumentLink, NavLink: DocumentNavLink, useNavigate: () => documentNavigate, usePathname: () => pathname, movesByPageLoad: true };
}

// Without a provider (a component rendered alone), links are plain anchors to the document's path.
const NavigationContext = createContext<Navigation>(documentNavigation(typeof window === 'undefined' ? '/' : window.location.pathname));

export function NavigationProvider({ navigation, children }: { navigation: Navigation; children: ReactNode }) {
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}

export function Link(props: LinkProps) {
  const { Link: Impl } = useContext(NavigationContext);
  return <Impl {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const { NavLink: Impl } = useContext(NavigationContext);
  return <Impl {...props} />;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useContext(NavigationContext).useNavigate();
}

export function usePathname(): string {
  return useContext(NavigationContext).usePathname();
}

export function useMovesByPageLoad(): boolean {
  return useContext(NavigationContext).movesByPageLoad;
}
