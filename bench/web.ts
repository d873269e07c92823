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
import { root, spread, type Spread } from './load';

/**
 * The landing's HTML as built (the prerendered `/` when there is one, else
 * index.html): its module scripts and modulepreload links, gzip-compressed
 * (the .gz beside each file when the build wrote one).
 */
export function landingJs(): { files: string[]; gzipBytes: number } {
  const webDir = path.join(root, 'dist/web');
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>|<link\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    if (!isScript && !/\brel=["']?modulepreload/.test(tag)) continue;
    const src = /\b(?:src|href)=["']?([^"' >]+)/.exec(tag)?.[1];
    if (src && src.startsWith('/') && src.endsWith('.js')) sources.add(src);
  }
  let gzipBytes = 0;
  for (const src of sources) {
    const file = path.join(webDir, src);
    gzipBytes += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return { files: [...sources], gzipBytes };
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseScores = Record<(typeof LIGHTHOUSE_CATEGORIES)[number], Spread>;

/** Lighthouse's mobile preset (its default), `runs` times per URL; scores 0–100. */
export async function lighthouseScores(urls: string[], runs: number): Promise<Map<string, LighthouseScores>> {
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
