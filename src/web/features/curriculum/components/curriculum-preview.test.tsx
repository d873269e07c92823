import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { curriculumInputSchema } from '../../../../shared/contracts/curriculum.contract';
import { buildCurriculumDocument, curriculumDocumentLines, type DocumentKind } from '../../../../shared/curriculum/document';
import { EMPTY_ANSWERS, answersToCurriculum, type QuestionnaireAnswers } from '../../../../shared/curriculum/questionnaire';
import { CURRICULUM_DESIGNS, NOT_INFORMED } from '../../../../shared/curriculum/rules';
import { formalInput, formalValuesOf, newItem, type FormalValues } from '../formal-values';
import { documentInputOf } from '../preview-input';
import { A4, DESIGN_TOKENS, READABLE_BODY_PX, facesOf, type TextToken } from '../../../../shared/curriculum/designs';
import { CurriculumPreview, pagePtToCss, ptToCss, resumeScales, textCss } from './curriculum-preview';
import { RESUME_FONT_URLS, faceKey } from './resume-fonts';

/** The preview's text, one entry per text node, as a reader (or a PDF extractor) meets it; a link is part of its line. */
function previewLines(markup: string): string[] {
  return markup
    .replace(/<\/?a\b[^>]*>/g, '')
    .split(/<[^>]*>/)
    .map((text) =>
      text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((text) => text !== '');
}

const formal: FormalValues = {
  ...formalValuesOf(null, null),
  fullName: '  Ana Júlia Souza ',
  age: '17',
  address: 'Vila Nova, Campinas - SP',
  phone: '19987654321',
  email: 'ana.souza@email.com',
  linkedin: 'linkedin.com/in/ana-souza',
  objective: 'Jovem Aprendiz na área administrativa.\nGosto de organizar & atender <bem> as pessoas.',
  availability: 'Noite, Manhã',
  differentials: 'Comunicação clara\n\n  Pontualidade  \n',
  education: [
    { ...newItem('education', 0), institution: 'E.E. Prof. João', level: 'Ensino Médio', course: '', year: '2026', status: 'ONGOING' },
    // Incomplete (no year): the save leaves it out, so the preview does too.
    { ...newItem('education', 1), institution: 'Senac', level: 'Técnico', course: 'Administração', year: '', status: 'COMPLETED' },
    { id: 'a5a2b7e0-0000-4000-8000-000000000001', order: 2, institution: 'Etec', level: 'Técnico', course: 'Informática', year: '2024', status: 'COMPLETED' },
  ],
  courses: [{ ...newItem('courses', 0), name: 'Excel básico', institution: 'Fundação Bradesco', year: '2025' }],
  skills: [
    { ...newItem('skills', 0), name: 'Atendimento ao público', level: 'BASIC' },
    { ...newItem('skills', 1), name: 'Inglês', level: 'INTERMEDIATE' },
    { ...newItem('skills', 2), name: '', level: 'ADVANCED' },
  ],
  experiences: [
    {
      ...newItem('experiences', 0),
      type: 'VOLUNTEER',
      title: 'Monitora',
      organization: 'ONG Crescer',
      description: 'Ajudei crianças com a lição.\nOrganizei a biblioteca.',
      year: '',
      period: '03/2024 a atual',
    },
    { ...newItem('experiences', 1), type: 'WORK', title: 'Vendas', organization: NOT_INFORMED, description: '', year: NOT_INFORMED, period: '' },
  ],
  recognitions: [{ ...newItem('recognitions', 0), title: 'Medalha de bronze', organization: 'OBMEP', year: '2024' }],
};

const young: QuestionnaireAnswers = {
  ...EMPTY_ANSWERS,
  fullName: 'Bruno Lima',
  address: 'Centro, Recife - PE',
  phone: '(81) 3333-4444',
  email: 'bruno@email.com',
  studying: 'Sim',
  currentGrade: '9º ano',
  coursesCompleted: 'Informática | Senac | 2025\nPintura',
  skills: 'Excel\nDigitação',
  strengths: 'Paciência\nPontualidade',
  desiredWork: 'Jovem Aprendiz',
  workPreference: 'Pessoas',
  personality: ['Criativo(a)', 'Organizado(a)'],
  workPriority: 'Aprender',
  informalExperience: 'Ajudo no mercadinho da família',
  mainQuality: 'Sou responsável',
  recognitions: 'Aluno destaque - Escola Municipal - 2024',
  availability: ['Tarde'],
};

const drafts = {
  'formal form': formalInput(formal, 'FORMAL', 'classic'),
  'Jovem answers': answersToCurriculum(young, null, new Date('2026-03-01T12:00:00Z')),
  'first screen (almost empty)': formalInput(
    { ...formal, ...emptyLists(), objective: '', differentials: '', age: '', linkedin: '', availability: '' },
    'FORMAL',
    'modern',
  ),
};

function emptyLists() {
  return { education: [], courses: [], skills: [], experiences: [], recognitions: [] };
}

describe('live preview: the draft, as the PDF will print it', () => {
  for (const [name, draft] of Object.entries(drafts)) {
    for (const kind of ['formal', 'young'] as DocumentKind[]) {
      for (const design of CURRICULUM_DESIGNS) {
        it(`${name}, ${kind}, ${design}: the preview's lines are the document's lines, in order, nothing added`, () => {
          const document = buildCurriculumDocument(documentInputOf(draft), kind);
          const markup = renderToStaticMarkup(<CurriculumPreview document={document} design={design} />);
          expect(previewLines(markup)).toEqual(curriculumDocumentLines(document));
        });
      }
    }
  }

  it('shows the draft as the server will save it: trimmed, phone formatted, no temp ids, no placeholders, no incomplete rows', () => {
    const document = buildCurriculumDocument(documentInputOf(drafts['formal form']), 'formal');
    const lines = curriculumDocumentLines(document);
    const saved = buildCurriculumDocument(curriculumInputSchema.parse(drafts['formal form']), 'formal');
    expect(lines).toEqual(curriculumDocumentLines(saved));
    expect(lines[0]).toBe('Ana Júlia Souza');
    expect(lines).toContain('(19) 98765-4321 · ana.souza@email.com');
    expect(lines).toContain('Manhã, Noite');
    expect(lines).toContain('Gosto de organizar & atender <bem> as pessoas.');
    expect(lines).toContain('Inglês – Intermediário');
    expect(lines.join('\n')).not.toMatch(/temp-|Não informado|undefined|null|Senac/);
    expect(lines).toContain('Vendas');
  });

  it('while a field would be refused, the preview still follows the typing', () => {
    const draft = formalInput({ ...formal, email: 'ana@', phone: '1234' }, 'FORMAL', 'classic');
    const lines = curriculumDocumentLines(buildCurriculumDocument(documentInputOf(draft), 'formal'));
    expect(lines).toContain('1234 · ana@');
    expect(lines[0]).toBe('Ana Júlia Souza');
  });
});

/** The inline styles of the elements matching `pattern` (an opening tag's start), as property -> value maps. */
function stylesOf(markup: string, pattern: RegExp): Array<Record<string, string>> {
  const tags = markup.match(new RegExp(`<${pattern.source}[^>]*>`, 'g')) ?? [];
  return tags.map((tag) => {
    const style =
      /style="([^"]*)"/
        .exec(tag)?.[1]
        ?.replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"') ?? '';
    return Object.fromEntries(
      style
        .split(';')
        .filter(Boolean)
        .map((declaration) => {
          const at = declaration.indexOf(':');
          return [declaration.slice(0, at), declaration.slice(at + 1)];
        }),
    );
  });
}

const textDeclarations = (token: TextToken) => ({
  'font-family': textCss(token).fontFamily,
  'font-size': ptToCss(token.fontSize),
  'font-weight': token.fontWeight,
  'font-style': token.fontStyle,
  color: token.color,
  'line-height': String(token.lineHeight),
});

describe('live preview: drawn with the PDF design tokens (a drift on either side fails here or in curriculum-pdf.test.ts)', () => {
  const document = buildCurriculumDocument(documentInputOf(drafts['formal form']), 'formal');

  it.each(CURRICULUM_DESIGNS)('%s: name, contact, headings, titles, meta, lines and bullet dots take their type and geometry from the tokens', (design) => {
    const tokens = DESIGN_TOKENS[design];
    const markup = renderToStaticMarkup(<CurriculumPreview document={document} design={design} />);

    expect(pagePtToCss(A4.width)).toBe(`calc(${A4.width} * var(--resume-page))`);
    expect(ptToCss(A4.width)).toBe(`calc(${A4.width} * var(--resume-type))`);
    expect(stylesOf(markup, /h3/)[0]).toMatchObject({ ...textDeclarations(tokens.name), 'margin-bottom': ptToCss(tokens.name.marginBottom) });
    const headings = stylesOf(markup, /h4/);
    expect(headings).toHaveLength(document.sections.length);
    for (const heading of headings)
      expect(heading).toMatchObject({
        ...textDeclarations(tokens.heading),
        'border-bottom': `${ptToCss(tokens.heading.rule.width)} solid ${tokens.heading.rule.color}`,
        'padding-bottom': ptToCss(tokens.heading.paddingBottom),
        'margin-bottom': ptToCss(tokens.heading.marginBottom),
      });
    const titles = stylesOf(markup, /p style="[^"]*" data-part="title"/);
    const metas = stylesOf(markup, /p style="[^"]*" data-part="meta"/);
    expect([titles.length, metas.length]).toEqual([
      document.sections.filter((section) => !section.bulleted).flatMap((section) => section.entries.filter((entry) => entry.title !== '')).length,
      document.sections.filter((section) => !section.bulleted).flatMap((section) => section.entries.filter((entry) => entry.meta !== '')).length,
    ]);
    expect(titles.length * metas.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatchObject(textDeclarations(tokens.title));
    for (const meta of metas) expect(meta).toMatchObject(textDeclarations(tokens.meta));
    if (design === 'classic') expect(tokens.meta.fontStyle).toBe('italic');

    const dots = stylesOf(markup, /span aria-hidden="true" data-part="dot"/);
    // A dot per row of a bulleted section, and per line of an entry whose lines are bullet points (an experience's description).
    const bulletedRows = document.sections.filter((section) => section.bulleted).flatMap((section) => section.entries).length;
    const bulletLines = document.sections.flatMap((section) => section.entries.filter((entry) => entry.bullets).flatMap((entry) => entry.lines)).length;
    expect(bulletLines).toBeGreaterThan(0);
    expect(dots).toHaveLength(bulletedRows + bulletLines);
    for (const dot of dots)
      expect(dot).toMatchObject({
        width: ptToCss(tokens.bullet.dot.size),
        height: ptToCss(tokens.bullet.dot.size),
        'border-radius': '50%',
        'background-color': tokens.bullet.dot.color,
        'margin-top': ptToCss(tokens.bullet.dot.marginTop),
        'margin-right': ptToCss(tokens.bullet.dot.marginRight),
      });

    const page = stylesOf(markup, /article/)[0]!;
    expect(page.padding).toBe(`${pagePtToCss(tokens.page.paddingTop)} ${pagePtToCss(tokens.page.paddingHorizontal)} ${pagePtToCss(tokens.page.paddingBottom)}`);
    expect(page['min-height']).toBe(pagePtToCss(A4.height));
    // Readable by default: the type's scale has a floor that puts the smallest body text at READABLE_BODY_PX.
    expect(page['--resume-page']).toBe(`calc(100cqw / ${A4.width})`);
    const floor = Number(/max\(calc\(100cqw \/ [\d.]+\), ([\d.]+)px\)/.exec(page['--resume-type'] ?? '')?.[1]);
    expect(Math.min(tokens.line.fontSize, tokens.meta.fontSize, tokens.bullet.text.fontSize) * floor).toBeCloseTo(READABLE_BODY_PX, 2);
    const band = stylesOf(markup, /header data-part="band"/);
    expect(band.map((style) => style['background-color'])).toEqual(tokens.band ? [tokens.band.color] : []);
  });

  it('the e-mail and the LinkedIn profile are links, as in the PDF', () => {
    const markup = renderToStaticMarkup(<CurriculumPreview document={document} design="classic" />);
    expect(markup).toContain('href="mailto:ana.souza@email.com"');
    expect(markup).toContain('href="https://linkedin.com/in/ana-souza"');
  });

  it('the web loads a TTF file for every face a design uses, the same files the PDF embeds', () => {
    for (const tokens of Object.values(DESIGN_TOKENS)) {
      for (const face of facesOf(tokens)) expect(RESUME_FONT_URLS[faceKey(face)], faceKey(face)).toMatch(/DejaVu(Sans|Serif)[-\w]*\.ttf/);
      expect(new Set(facesOf(tokens).map((face) => face.fontFamily))).toEqual(new Set(tokens.fontFamilies));
    }
  });
});

describe('live preview: readable on a phone, the whole page on request', () => {
  it.each(CURRICULUM_DESIGNS)('%s: the type follows the page when the whole A4 page is asked for, and has a readable floor otherwise', (design) => {
    const tokens = DESIGN_TOKENS[design];
    const readable = resumeScales(tokens, false);
    const whole = resumeScales(tokens, true);
    expect(whole['--resume-type']).toBe(whole['--resume-page']);
    expect(readable['--resume-page']).toBe(whole['--resume-page']);
    expect(readable['--resume-type']).toMatch(/^max\(calc\(100cqw \/ 595\.28\), [\d.]+px\)$/);
  });
});
