import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerNavigation } from './router-navigation';
import { documentNavigation, isActivePath, Link, NavigationProvider, NavLink, type Navigation } from '../lib/navigation';

const className = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

/** The markup of a nav bar rendered at `pathname` by one implementation. */
function render(navigation: Navigation, pathname: string): string {
  const links = (
    <NavigationProvider navigation={navigation}>
      <NavLink to="/" end className={className}>
        Home
      </NavLink>
      <NavLink to="/faq" className={className} onClick={() => undefined}>
        FAQ
      </NavLink>
      <NavLink to="/profile" className={className}>
        Perfil
      </NavLink>
      <Link to="/login" state={{ from: '/faq' }} className="link">
        Entrar
      </Link>
    </NavigationProvider>
  );
  return renderToString(navigation === routerNavigation ? <StaticRouter location={pathname}>{links}</StaticRouter> : links);
}

/**
 * Each tag's attributes in a fixed order, without the router's `data-discover` (a hint for its framework mode's
 * route discovery, which this app does not use): what a user, an assistive technology and a style see.
 */
function normalized(html: string): string {
  return html.replace(/<a ([^>]*)>/g, (_tag, attributes: string) => {
    const list = (attributes.match(/[\w-]+="[^"]*"/g) ?? []).filter((attribute) => !attribute.startsWith('data-discover='));
    return `<a ${list.sort().join(' ')}>`;
  });
}

describe('navigation', () => {
  // The same layout renders with either (the app, a standalone page): links, active states and aria-current must agree.
  it.each(['/', '/faq', '/faq/perguntas', '/profile', '/login', '/faqs'])('links render the same with the router and as page loads, at %s', (pathname) => {
    const html = normalized(render(documentNavigation(pathname), pathname));
    expect(html).toBe(normalized(render(routerNavigation, pathname)));
    expect(html).toContain('href="/login"');
  });

  it('a nav link is active at its path and below it; "/" and `end` only at the path itself', () => {
    expect(isActivePath('/faq', '/faq')).toBe(true);
    expect(isActivePath('/faq/x', '/faq')).toBe(true);
    expect(isActivePath('/faqs', '/faq')).toBe(false);
    expect(isActivePath('/faq/x', '/faq', true)).toBe(false);
    expect(isActivePath('/faq', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
