import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIFFICULTIES_HELP_LINE, SELF_KNOWLEDGE_FRAME } from '../../../shared/content/honest-frame';
import { getProfile } from '../../../shared/content/profiles';
import { PROFILE_ITEM_LINKS } from '../../../shared/content/personal/item-links';
import { lifePhaseOf } from '../../../shared/domain/life-stage';
import { portraitOf } from '../../../shared/scoring/portrait';
import { renderReportPdf } from './report-pdf';
import { buildReportData } from './report.fixture';

const run = promisify(execFile);

/** pdftotext breaks lines wherever the layout does: compare with whitespace collapsed. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Issue 12: the PDF says what the test is not, and every list of difficulties it prints ends with the help line. */
describe('report PDF: the honest frame', () => {
  const data = buildReportData();
  let dir: string;
  let text: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rumo-report-frame-'));
    const file = path.join(dir, 'report.pdf');
    await fs.writeFile(file, await renderReportPdf(data));
    text = squash((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
  });

  afterAll(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('prints the self-knowledge frame on the closing page', () => {
    expect(text).toContain(SELF_KNOWLEDGE_FRAME);
  });

  it("ends the dominant's and the secondary's difficulties with the help line", () => {
    const dominant = getProfile(data.result.dominant);
    const secondary = getProfile(data.result.secondary);
    // The dominant's part shows the person's portrait of its difficulties; the secondary's part its first two.
    const answers = data.personal.profileAnswers.find((entry) => entry.profileId === dominant.id)!.answers;
    const portrait = portraitOf(dominant, PROFILE_ITEM_LINKS[data.result.dominant], answers, lifePhaseOf(data.stage));
    const lastDominant = squash(portrait.weaknesses.at(-1)!);
    const lastSecondary = squash(secondary.weaknesses[1]!);
    const helpLine = squash(DIFFICULTIES_HELP_LINE);
    expect(count(text, helpLine)).toBe(2);
    expect(text).toContain(`${lastDominant} ${helpLine}`);
    expect(text).toContain(`${lastSecondary} ${helpLine}`);
  });
});
