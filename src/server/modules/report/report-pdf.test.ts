import { CAREER_LABELS } from '../../../shared/content/careers/career-view';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES, getProfile } from '../../../shared/content/profiles';
import { CAREER_CATALOGUE, careersOfFamily } from '../../../shared/content/careers/catalogue';
import { CAREER_FAMILIES, CAREER_FAMILY_LABELS } from '../../../shared/content/careers/career.schema';
import { EMPTY_LIFE_STAGE, LIFE_STAGE_MESSAGES } from '../../../shared/domain/life-stage';
import { PAID_CAREERS, careersForPerson } from '../../../shared/scoring/next-steps';
import { pdfText } from '../../testing/pdf-tools';
import { renderReportPdf } from './report-pdf';
import { ADULT_STAGE, buildReportData } from './report.fixture';
import type { ReportData } from './report-pdf';

const run = promisify(execFile);

/** pdftotext breaks lines wherever the layout does: compare with whitespace collapsed. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The careers Part 5 shows for a report: the person's 12, for their stage, in the report's reading order. */
function careersOfReport(data: ReportData) {
  return careersForPerson({ result: data.result, order: data.personal.order, stage: data.stage, count: PAID_CAREERS });
}

/** Part 5's careers, without the running header and footer. */
function partFive(text: string): string {
  const part = text.slice(text.indexOf('PARTE 5 ·'), text.indexOf('Siglas usadas nesta parte'));
  return squash(part.replace(/Autoconhecimento para escolher o seu caminho Página \d+ de \d+ Rumo · Relatório completo Júlia Conceição Araújo/g, ' '));
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
    expect(text).toContain(`PARTE 5 · ${PAID_CAREERS} CARREIRAS PARA VOCÊ Carreiras para explorar`);
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

  it("holds the person's 12 careers for their stage, in order, each with its day to day, what to do now and the 3 steps", () => {
    const { careers, stageKnown } = careersOfReport(data);
    expect(stageKnown).toBe(true);
    expect(careers).toHaveLength(PAID_CAREERS);
    expect(text).toContain('Os passos usam o que você contou: 14 ou 15 anos, 9º ano do ensino fundamental, só estudo, São Paulo.');
    const part = partFive(text);
    const starts = careers.map((career, index) => part.indexOf(`${index + 1}. ${squash(career.name)} ${career.familyLabel}`));
    expect(starts.every((at) => at > 0)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    careers.forEach((career, index) => {
      const card = part.slice(starts[index], starts[index + 1]);
      expect(card).toContain(`Combina com: o seu lado`);
      expect(card).toContain(squash(career.dayToDay));
      for (const step of career.now) expect(card).toContain(squash(step));
      career.path.forEach((step, place) => expect(card).toContain(`${place + 1}. ${squash(step)}`));
      if (career.pay) expect(card).toContain(`Fonte: ${career.pay.source}, ${career.pay.year}.`);
      if (career.cbo) expect(card).toContain(`CBO ${career.cbo}`);
      if (career.longPath) expect(card).toContain(`Caminho longo: ${squash(career.longPath)}`);
      if (career.changing) expect(card).toContain(`Área em transformação: ${squash(career.changing)}`);
    });
    // The 9º ano in São Paulo: the Etec's vestibulinho shows for a career with an integrated técnico.
    expect(careers.some((career) => career.now.some((step) => step.includes('vestibulinho da Etec')))).toBe(true);
  });

  it('shows a person under 18 the minors’ note of each career that has one', () => {
    const noted = careersOfReport(data).careers.filter((career) => career.minorNote);
    expect(noted.length).toBeGreaterThan(0);
    for (const career of noted) expect(text).toContain(`${CAREER_LABELS.minorNote}: ${squash(career.minorNote!)}`);
  });

  it('explains the acronyms Part 5 uses', () => {
    const glossary = text.slice(text.indexOf('Siglas usadas nesta parte'), text.indexOf('Outras carreiras do catálogo'));
    expect(glossary).toContain('Enem: Exame Nacional do Ensino Médio.');
    expect(glossary).toContain('Etec: Escola Técnica Estadual.');
  });

  it("lists every other catalogue career's name once, by family, and none of the person's 12", () => {
    const shown = new Set(careersOfReport(data).careers.map((career) => career.id));
    const appendix = squash(
      text
        .slice(text.indexOf('Outras carreiras do catálogo'), text.indexOf('PARTE 6'))
        .replace(/Autoconhecimento para escolher o seu caminho Página \d+ de \d+ Rumo · Relatório completo Júlia Conceição Araújo/g, ' '),
    );
    expect(appendix).toContain(
      `O catálogo do Rumo tem ${CAREER_CATALOGUE.length} carreiras. Aqui estão as outras ${CAREER_CATALOGUE.length - PAID_CAREERS}, por área.`,
    );
    const families = CAREER_FAMILIES.filter((family) => careersOfFamily(family).some((career) => !shown.has(career.id)));
    const listed: string[] = [];
    families.forEach((family, index) => {
      const start = appendix.indexOf(`${CAREER_FAMILY_LABELS[family]}: `);
      const next = families[index + 1];
      expect(start, family).toBeGreaterThan(0);
      const line = appendix
        .slice(start + CAREER_FAMILY_LABELS[family].length + 2, next ? appendix.indexOf(`${CAREER_FAMILY_LABELS[next]}: `) : undefined)
        .trim();
      const names = line.replace(/\.$/, '').split(', ');
      expect(names, family).toEqual(
        careersOfFamily(family)
          .filter((career) => !shown.has(career.id))
          .map((career) => career.name),
      );
      listed.push(...names);
    });
    expect(listed).toHaveLength(CAREER_CATALOGUE.length - PAID_CAREERS);
    expect(new Set(listed).size).toBe(listed.length);
    // Names only: no career's day to day in the appendix.
    for (const career of CAREER_CATALOGUE.filter((career) => !shown.has(career.id))) expect(appendix).not.toContain(squash(career.dayToDay));
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

describe('Part 5 for another stage, and for a person who did not tell it', () => {
  it('an adult out of school gets the steps of their stage and no minors’ notes', async () => {
    const data = buildReportData(ADULT_STAGE);
    const text = squash(await pdfText(await renderReportPdf(data)));
    expect(text).toContain('Os passos usam o que você contou: 21 a 24 anos, ensino médio concluído, procuro o primeiro emprego, Pernambuco.');
    const { careers } = careersOfReport(data);
    for (const career of careers) {
      expect(career.minorNote).toBeNull();
      for (const step of career.now) expect(text).toContain(squash(step));
    }
    expect(text).not.toContain(`${CAREER_LABELS.minorNote}:`);
    expect(text).not.toContain('vestibulinho da Etec');
  }, 60_000);

  it('an unknown stage: one line inviting the person to answer, and the general path', async () => {
    const data = buildReportData(EMPTY_LIFE_STAGE);
    const text = squash(await pdfText(await renderReportPdf(data)));
    expect(text).toContain(`${LIFE_STAGE_MESSAGES.invite} Responda às perguntas na página do resultado ou no seu perfil e baixe o PDF de novo.`);
    expect(text).not.toContain('Os passos usam o que você contou');
    const { careers, stageKnown } = careersOfReport(data);
    expect(stageKnown).toBe(false);
    for (const career of careers) {
      expect(career.now).toHaveLength(1);
      expect(text).toContain(squash(career.now[0]!));
    }
  }, 60_000);
});
