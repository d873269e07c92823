/**
 * The replacement rule on code strings, through ESLint's Linter with only this
 * rule on: a computed replacement string fails; string literals, templates
 * without `${}` and functions pass (issue 26, F01).
 */
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import replacement from './replacement.js';

const linter = new Linter({ configType: 'flat' });

function errors(code: string): string[] {
  return linter
    .verify(code, [{ plugins: { rumo: replacement }, rules: { 'rumo/replace-with-function': 'error' }, languageOptions: { sourceType: 'module' } }])
    .map((m) => (m.fatal ? `fatal: ${m.message}` : (m.ruleId ?? '')));
}

describe('rumo/replace-with-function', () => {
  it.each([
    ['a variable', "const name = 'x'; 'a'.replace('a', name);"],
    ['a template with an expression', "const name = 'x'; 'a'.replace(/a/, `<b>${name}</b>`);"],
    ['a call', "'a'.replace('a', String(1));"],
    ['a concatenation', "const name = 'x'; 'a'.replaceAll('a', 'b' + name);"],
    ['a member', "const o = { name: 'x' }; 'a'.replace('a', o.name);"],
    ['a named function passed by reference', "function f() { return ''; } 'a'.replace('a', f);"],
    ['an optional call', "const s = 'a'; const name = 'x'; s?.replace('a', name);"],
  ])('refuses %s as the replacement', (_label, code) => {
    expect(errors(code)).toEqual(['rumo/replace-with-function']);
  });

  it.each([
    ['a string literal', "'a'.replace(/(a)/, '$1-');"],
    ['a template without expressions', "'a'.replaceAll('a', `b`);"],
    ['an arrow function', "const name = 'x'; 'a'.replace('a', () => name);"],
    ['a function expression', "'a'.replace(/a/g, function (m) { return m.toUpperCase(); });"],
    ['one argument (location.replace)', "const url = '/x'; globalThis.location.replace(url);"],
    ['a method not named replace', "const name = 'x'; 'a'.padEnd(3, name);"],
  ])('allows %s', (_label, code) => {
    expect(errors(code)).toEqual([]);
  });

  it('is on for the whole repository in eslint.config.js', async () => {
    const { default: config } = (await import('../eslint.config.js')) as {
      default: Array<{ name?: string; files?: string[]; rules?: Record<string, unknown> }>;
    };
    const block = config.find((c) => c.rules?.['rumo/replace-with-function'] === 'error');
    expect(block?.files).toEqual(['**/*.{ts,tsx,js,mjs}']);
  });
});
