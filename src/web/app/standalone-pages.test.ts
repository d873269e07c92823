import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../shared/constants/public-pages';
import { appRoutes } from './routes';
import { STANDALONE_PAGES, standalonePage } from './standalone-pages';

describe('standalone pages', () => {
  it('are prerendered public pages (their HTML is what loads the public-page entry)', () => {
    for (const pathname of Object.keys(STANDALONE_PAGES)) expect(PRERENDERED_PATHS).toContain(pathname);
  });

  it.each(Object.entries(STANDALONE_PAGES))('%s: `module` names the file that `load` imports (the prerender preloads its chunks)', async (_pathname, page) => {
    const exported: unknown[] = Object.values(await import(path.join(import.meta.dirname, '..', page.module)));
    expect(exported).toContain(await page.load());
  });

  it.each(Object.keys(STANDALONE_PAGES))('%s: the app router renders the same page', async (pathname) => {
    const leaf = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
    const lazy = leaf?.lazy as (() => Promise<{ Component?: unknown }>) | undefined;
    expect((await lazy?.())?.Component).toBe(await STANDALONE_PAGES[pathname]?.load());
  });

  it('a trailing slash is the same page; other paths are not standalone', () => {
    expect(standalonePage('/faq/')).toBe(STANDALONE_PAGES['/faq']);
    expect(standalonePage('/assessment')).toBeUndefined();
    expect(standalonePage('/toString')).toBeUndefined();
  });
});
