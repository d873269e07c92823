import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES, nameProblem } from './person-name';

describe('person name rule', () => {
  it.each(['Ana Silva', 'João da Conceição', "Maria D'Ávila", 'Ana-Clara Sant’Anna', 'Zoë Müller', 'Ñandú Çelik', 'Luiza  Albuquerque '])(
    'accepts %s',
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );

  it.each([
    ['a sentence with U+2800 blanks (F08)', 'Ganhe\u2800R$500\u2800em\u2800evil.example\u2800agora Silva'],
    ['dollar signs (F01)', "$'$'$' Silva"],
    ['markup', 'Ana<script> Silva'],
    ['a link', 'Ana evil.example'],
    ['digits', 'Ana 2000'],
    ['an @', 'Ana @silva'],
    ['an emoji', 'Ana 🎉 Silva'],
  ])('refuses %s with a Portuguese message', (_label, name) => {
    expect(nameProblem(name)).toBe(NAME_MESSAGES.characters);
  });

  it('keeps the earlier checks first', () => {
    expect(nameProblem('Ana')).toBe(NAME_MESSAGES.required);
    expect(nameProblem('A Silva')).toBe(NAME_MESSAGES.invalid);
  });
});
