/**
 * The web figures: the JavaScript the landing page loads before any
 * interaction (read from the build), and Lighthouse's mobile audit driving
 * Debian's Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chunkFiles, prerenderedFile, type BuildManifest } from '../src/server/platform/http/web-app';
import { onAllCores, root, spread, type Spread } from './load';

/** The page component that `/` renders: its entry loads the page's lazy chunk before hydrating, so it counts. */
const LANDING_PAGE_SOURCE = 'app/pages/home-page.tsx';

/**
 * The JavaScript the landing loads before any interaction, gzip-compressed
 * (the .gz beside each file when the build wrote one): the entry chunk that
 * the landing's prerendered HTML runs, the landing page's lazy chunk, and
 * every chunk they import statically, read from Vite's build manifest
 * (dist/web/.vite/manifest.json).
 */
export function landingJs(): { files: string[]; gzipBytes: number } {
  const webDir = path.join(root, 'dist/web');
  const manifestFile = path.join(webDir, '.vite/manifest.json');
  const landingFile = prerenderedFile(webDir, '/');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(landingFile)) throw new Error(`${manifestFile} or ${landingFile} is missing: run npm run build`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const script = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(fs.readFileSync(landingFile, 'utf8'))?.[1];
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.file === script)?.[0];
  if (!entry || !manifest[LANDING_PAGE_SOURCE])
    throw new Error(`The landing's script (${script}) is no entry of the manifest, or it has no ${LANDING_PAGE_SOURCE}`);
  const files = chunkFiles(manifest, LANDING_PAGE_SOURCE, chunkFiles(manifest, entry));
  let gzipBytes = 0;
  for (const src of files) {
    const file = path.join(webDir, src);
    gzipBytes += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return { files: [...files], gzipBytes };
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseScores = Record<(typeof LIGHTHOUSE_CATEGORIES)[number], Spread>;

/**
 * Lighthouse's mobile preset (its default), `runs` times per URL; scores 0–100.
 * Chromium and Lighthouse run on every core (onAllCores), as on a phone with
 * several cores, not on the load generator's one.
 */
export function lighthouseScores(urls: string[], runs: number): Promise<Map<string, LighthouseScores>> {
  return onAllCores(() => lighthouseScoresHere(urls, runs));
}

async function lighthouseScoresHere(urls: string[], runs: number): Promise<Map<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const scores = new Map<string, LighthouseScores>();
  try {
    for (const url of urls) {
      const perRun: Array<Record<string, number>> = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const categories = result.lhr.categories;
        perRun.push(Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])));
      }
      scores.set(url, Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, spread(perRun.map((r) => r[c]!))])) as LighthouseScores);
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
