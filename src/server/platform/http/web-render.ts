import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PublicResult } from '../../../shared/contracts/quiz.contract';
import type { Logger } from '../logger';

/** What the web app's render entry (src/web/app/server-render.tsx, built into dist/web-ssr/) offers the server. */
interface WebRenderEntry {
  renderSharedResult(attemptId: string, result: PublicResult, origin: string): Promise<string>;
}

export interface WebRenderer {
  /**
   * The markup of /report/{attemptId} as a visitor first sees it, the shared
   * view of `result` (the share contract's answer), its links on `origin`
   * (the public URL); null when the web app's
   * render entry is not built or the render fails, and the page then goes
   * out with the loading screen, for the app to render in the browser.
   */
  sharedResultPage(attemptId: string, result: PublicResult, origin: string): Promise<string | null>;
}

/**
 * Pages rendered with the web app's own code, loaded from `entry` on the first
 * such page: a server that renders none never loads React's server renderer
 * or the app's code (memory at rest). The server and the web app never import
 * each other (eslint/boundaries.js); this is the build's output, read at run
 * time, like index.html.
 */
export function createWebRenderer(entry: string, log: Logger): WebRenderer {
  let loaded: Promise<WebRenderEntry | null> | undefined;
  const load = () =>
    (loaded ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<WebRenderEntry>).catch((error: unknown) => {
          log.error({ err: error, entry }, 'the web render entry did not load: pages go out with the loading screen');
          return null;
        })
      : Promise.resolve(null));
  return {
    async sharedResultPage(attemptId, result, origin) {
      const web = await load();
      if (!web) return null;
      try {
        return await web.renderSharedResult(attemptId, result, origin);
      } catch (error) {
        log.error({ err: error, attemptId }, 'a shared result did not render on the server: it goes out with the loading screen');
        return null;
      }
    },
  };
}
