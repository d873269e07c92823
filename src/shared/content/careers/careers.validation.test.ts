import { describe, expect, it } from 'vitest';
import { CAREER_CATALOGUE } from './catalogue';
import { CAREERS_PART_A } from './part-a';
import { CAREERS_PART_B } from './part-b';
import { CAREERS_PART_C } from './part-c';
import { validateCareer, validateCareers, validateCatalogue } from './careers.validation';
import type { CatalogueCareer } from './career.schema';

describe('career catalogue v2 (issue 27)', () => {
  it.each([
    ['part a', CAREERS_PART_A],
    ['part b', CAREERS_PART_B],
    ['part c', CAREERS_PART_C],
  ] as const)('%s meets every career rule', (_name, part) => {
    expect(validateCareers(part)).toEqual([]);
  });

  it('meets the catalogue rules: size, profiles, careers for under-18s', () => {
    expect(validateCatalogue(CAREER_CATALOGUE)).toEqual([]);
  });
});

describe('the catalogue validator catches', () => {
  const base = (): CatalogueCareer =>
    structuredClone(CAREER_CATALOGUE.find((career) => career.routes.includes('jovem-aprendiz') && career.routes.includes('enem'))!);
  const expectProblem = (career: CatalogueCareer, pattern: RegExp) => {
    const problems = validateCareer(career);
    expect(
      problems.some((problem) => pattern.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  };

  it('a valid career as valid', () => {
    expect(validateCareer(base())).toEqual([]);
  });

  it("catalogue v1's apprentice error: school required of everyone", () => {
    const career = base();
    career.tip = 'Dá para ser Jovem Aprendiz dos 14 aos 24 anos, desde que você esteja estudando.';
    expectProblem(career, /desde que/);
  });

  it('"faculdade curta" instead of tecnólogo', () => {
    const career = base();
    career.tip = 'Depois, faça uma faculdade curta na área.';
    expectProblem(career, /faculdade curta/);
  });

  it('weights that do not add up to 1, or a single profile', () => {
    const career = base();
    career.profiles = [
      { profileId: 1, weight: 0.5 },
      { profileId: 2, weight: 0.2 },
    ];
    expectProblem(career, /add up to 0\.700/);
    career.profiles = [{ profileId: 1, weight: 1 }];
    expectProblem(career, /profiles/);
  });

  it('a degree without the Enem route, and a técnico without a network', () => {
    const career = base();
    career.routes = career.routes.filter((route) => route !== 'enem');
    expectProblem(career, /Enem route/);
    const technical = structuredClone(CAREER_CATALOGUE.find((c) => c.networks.length > 0)!);
    technical.networks = [];
    expectProblem(technical, /networks are listed exactly when/);
  });

  it("a minors' limit without its note, and an unexplained acronym", () => {
    const career = base();
    career.minorLimits = ['trabalho-noturno'];
    delete career.minorNote;
    expectProblem(career, /minorLimits and minorNote/);
    const other = base();
    other.tip = 'Faça o Enem no fim do ensino médio.';
    expectProblem(other, /"Enem" is not spelled out/);
  });

  it('a sentence over 25 words, and text too hard to read', () => {
    const career = base();
    career.tip =
      'Você pode começar um curso técnico que dura dois anos e depois fazer uma faculdade na mesma área, com estágio e muita prática, sem pressa nenhuma.';
    expectProblem(career, /a sentence has 26 words/);
    career.tip = 'Responsabilidades administrativas interdepartamentais demandam especialização metodológica institucionalizada.';
    expectProblem(career, /reads too hard/);
  });

  it('a catalogue too small, or a profile with too few careers', () => {
    const problems = validateCatalogue(CAREER_CATALOGUE.slice(0, 100));
    expect(problems.some((problem) => /has 100 careers \(min 140\)/.test(problem))).toBe(true);
    expect(validateCareers([base(), base()]).some((problem) => /the same id/.test(problem))).toBe(true);
  });
});
