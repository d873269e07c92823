/**
 * The documents a newcomer reads first stay navigable: docs/architecture.md in
 * paragraphs short enough to read, every decision in docs/decisions/ with the
 * same headings and listed in its index, the README naming every npm script,
 * and every "spec §N" of the code resolvable in docs/spec.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** A paragraph: a run of lines between blank lines, each list item (with its continuation lines) on its own. */
function paragraphsOf(markdown: string): string[] {
  const paragraphs: string[] = [];
  let inFence = false;
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join('\n'));
    current = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      flush();
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    if (line.trim() === '') flush();
    else {
      if (/^\s*([-*+]|\d+\.)\s/.test(line)) flush();
      current.push(line);
    }
  }
  flush();
  return paragraphs;
}

const MAX_PARAGRAPH = 800;

describe('docs/architecture.md', () => {
  it(`has no paragraph over ${MAX_PARAGRAPH} characters`, () => {
    const long = paragraphsOf(read('docs/architecture.md'))
      .filter((paragraph) => paragraph.length > MAX_PARAGRAPH)
      .map((paragraph) => `${paragraph.length} characters: ${paragraph.slice(0, 80)}…`);
    expect(long).toEqual([]);
  });

  it('the paragraph rule sees a long paragraph and a long list item, and not a code block', () => {
    const long = 'word '.repeat(200);
    expect(paragraphsOf(`Short.\n\n${long}\n`).map((p) => p.length > MAX_PARAGRAPH)).toEqual([false, true]);
    expect(paragraphsOf(`- short\n- ${long}\n  - nested`).map((p) => p.length > MAX_PARAGRAPH)).toEqual([false, true, false]);
    expect(paragraphsOf('```\n' + long + '\n```')).toEqual([]);
  });

  it('says where "spec §N" leads', () => {
    expect(read('docs/architecture.md')).toMatch(/"spec §N".*\[docs\/spec\.md\]\(spec\.md\)/);
  });
});

const DECISIONS = 'docs/decisions';
const DECISION_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const HEADINGS = ['## Context', '## Decision', '## Rejected options', '## Supersession'];
const STATUS = /^(accepted|superseded( in part)? by \d{4})(; (amended by|amends|replaces|replaces part of|superseded in part by) \d{4})*$/;

interface Decision {
  file: string;
  number: string;
  title: string;
  date: string;
  status: string;
  text: string;
}

function decisionFiles(): Decision[] {
  return fs
    .readdirSync(path.join(root, DECISIONS))
    .filter((file) => DECISION_FILE.test(file) && file !== '0000-template.md')
    .sort()
    .map((file) => {
      const text = read(`${DECISIONS}/${file}`);
      return {
        file,
        number: file.slice(0, 4),
        title: /^# \d{4}\. (.+)$/m.exec(text)?.[1] ?? '',
        date: /^- Date: (.+)$/m.exec(text)?.[1] ?? '',
        status: /^- Status: (.+)$/m.exec(text)?.[1] ?? '',
        text,
      };
    });
}

/** The index's rows: number, date, title, file, status. */
function indexRows(): Array<{ number: string; date: string; title: string; file: string; status: string }> {
  return [...read(`${DECISIONS}/README.md`).matchAll(/^\| (\d{4}) \| (\S+) \| \[(.+)\]\(([^)]+)\) \| (.+) \|$/gm)].map((match) => ({
    number: match[1]!,
    date: match[2]!,
    title: match[3]!.replaceAll('\\|', '|'),
    file: match[4]!,
    status: match[5]!,
  }));
}

describe('docs/decisions/', () => {
  const decisions = decisionFiles();

  it('holds every decision as NNNN-slug.md, numbered from 0001 without gaps', () => {
    expect(decisions.length).toBeGreaterThan(0);
    expect(decisions.map((decision) => decision.number)).toEqual(decisions.map((_, index) => String(index + 1).padStart(4, '0')));
    const strays = fs.readdirSync(path.join(root, DECISIONS)).filter((file) => file !== 'README.md' && !DECISION_FILE.test(file));
    expect(strays).toEqual([]);
  });

  it.each(decisionFiles().map((decision) => [decision.file, decision] as const))('%s has a title, date, status and every heading, in order', (_, decision) => {
    expect(decision.text.startsWith(`# ${decision.number}. `), 'first line "# NNNN. Title"').toBe(true);
    expect(decision.title).not.toBe('');
    expect(decision.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(decision.status).toMatch(STATUS);
    const positions = HEADINGS.map((heading) => decision.text.split('\n').indexOf(heading));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const [, other] of decision.status.matchAll(/(\d{4})/g)) {
      expect(
        decisions.some((d) => d.number === other),
        `status names ${other}`,
      ).toBe(true);
    }
  });

  it('the template has the same headings', () => {
    const template = read(`${DECISIONS}/0000-template.md`);
    for (const heading of HEADINGS) expect(template.split('\n')).toContain(heading);
    expect(template).toMatch(/^- Date: /m);
    expect(template).toMatch(/^- Status: /m);
  });

  it('the index lists every decision once, with its file, date, title and status', () => {
    const rows = indexRows();
    expect(rows.map((row) => row.file)).toEqual(decisions.map((decision) => decision.file));
    expect(rows).toEqual(decisions.map(({ number, date, title, file, status }) => ({ number, date, title, file, status })));
  });
});

describe('README.md', () => {
  it('names every npm script of package.json', () => {
    const readme = read('README.md');
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const named = (command: string) => new RegExp(`\\b${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w:-])`).test(readme);
    const missing = scripts.filter((name) => !named(`npm run ${name}`) && !(['start', 'test'].includes(name) && named(`npm ${name}`)));
    expect(missing).toEqual([]);
  });
});

describe('docs/spec.md', () => {
  it('has a section for every "spec §N" the code cites', () => {
    const sections = new Set([...read('docs/spec.md').matchAll(/^## (\d+)\. /gm)].map((match) => match[1]!));
    const cited = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const file = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx|mjs)$/.test(entry.name)) for (const match of read(file).matchAll(/spec §(\d+)/g)) cited.add(match[1]!);
      }
    };
    walk('src');
    expect(cited.size).toBeGreaterThan(0);
    expect([...cited].filter((section) => !sections.has(section))).toEqual([]);
  });
});
