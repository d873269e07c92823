import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES, getProfile } from '../../../shared/content/profiles';
import { renderReportPdf } from './report-pdf';
import { buildReportData } from './report.fixture';

const run = promisify(execFile);

/** pdftotext breaks lines wherever the layout does: compare with whitespace collapsed. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

describe('renderReportPdf', () => {
  const data = buildReportData();
  let dir: string;
  let file: string;
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    // Timing is logged, not asserted: the machines are shared and noisy. The first render in a
    // process also pays for font parsing and JIT warm-up; the second is what a running server sees.
    let started = performance.now();
    pdf = await renderReportPdf(data);
    const first = performance.now() - started;
    started = performance.now();
    await renderReportPdf(data);
    const second = performance.now() - started;
    console.log(
      `report PDF rendered in ${first.toFixed(0)} ms (first in process), ${second.toFixed(0)} ms (second); ` + `${(pdf.length / 1024).toFixed(0)} KiB`,
    );
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rumo-report-'));
    file = path.join(dir, 'report.pdf');
    await fs.writeFile(file, pdf);
    text = squash((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
  });

  afterAll(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('scores the fixture as intended (profile 7 dominant)', () => {
    expect(data.result.dominant).toBe(7);
    expect(data.result.secondary).toBe(3);
  });

  it('is a PDF with at least 5 pages', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = (await run('pdfinfo', [file])).stdout;
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    console.log(`report PDF has ${pages} pages`);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    // Every page is A4 (a non-wrapping <Page> would silently shrink to its content).
    const sizes = (await run('pdfinfo', ['-f', '1', '-l', String(pages), file])).stdout.match(/^Page\s+\d+ size:.*$/gm) ?? [];
    expect(sizes).toHaveLength(pages);
    for (const size of sizes) expect(size).toContain('595.28 x 841.89');
  });

  it('contains the person, all 9 profiles and the main sections as real text', () => {
    expect(text).toContain(data.fullName);
    expect(text).toContain('Relatório completo');
    for (const profile of PROFILES) expect(text).toContain(profile.name);
    expect(text).toContain('Seu plano de desenvolvimento');
    expect(text).toContain('Carreiras para explorar');
    expect(text).toContain(`${PROFILES.reduce((sum, profile) => sum + profile.careers.length, 0)} carreiras`);
    expect(text).toContain('Pontos de atenção');
    expect(text).toContain('Relatório gerado em 13 de novembro de 2026');
    expect(text).toContain(data.attemptId);
  });

  it("includes the dominant profile's scenario and compatibility with a decimal comma", () => {
    const dominant = getProfile(data.result.dominant);
    const firstWords = squash(dominant.scenario).split(' ').slice(0, 6).join(' ');
    expect(text).toContain(firstWords);
    const percentage = data.result.scores[data.result.dominant - 1]?.percentage ?? NaN;
    expect(text).toContain(`${percentage.toFixed(1).replace('.', ',')}%`);
  });

  it('lists at least 50 distinct careers from the content', () => {
    const names = new Set(PROFILES.flatMap((profile) => profile.careers.map((career) => squash(career.name))));
    const found = [...names].filter((name) => text.includes(name));
    expect(found.length).toBeGreaterThanOrEqual(50);
  });

  it('draws profile icons as initials, never as emoji (DejaVu has no emoji glyphs)', () => {
    for (const profile of PROFILES) expect(text).not.toContain(profile.icon);
  });

  it('numbers the pages and keeps Portuguese accents', () => {
    expect(text).toMatch(/Página 1 de \d+/);
    expect(text).toContain('Relatório');
    expect(text).toContain('Júlia Conceição Araújo');
    expect(text).toContain('Crescimento pessoal');
  });
});
