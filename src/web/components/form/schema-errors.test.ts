import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ISSUE, fieldErrorsFromIssues, schemaErrors, validateWith } from './schema-errors';

describe('the adapter from Zod issues to field messages', () => {
  it('keys each message by its path, dots between the parts (a list item’s field too)', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['email'], message: 'e-mail' },
        { path: ['education', 0, 'year'], message: 'ano' },
      ]),
    ).toEqual({ email: 'e-mail', 'education.0.year': 'ano' });
  });

  it('keeps the first issue of a field, the one the server answers for it', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['name'], message: 'primeira' },
        { path: ['name'], message: 'segunda' },
      ]),
    ).toEqual({ name: 'primeira' });
  });

  it('keeps an issue of no field under FORM_ISSUE, so it is never dropped', () => {
    expect(fieldErrorsFromIssues([{ path: [], message: 'do formulário' }])).toEqual({ [FORM_ISSUE]: 'do formulário' });
  });

  it('answers no messages for values the schema accepts', () => {
    expect(schemaErrors(z.object({ a: z.string() }), { a: 'x' })).toEqual({});
  });

  it('validateWith maps the form values to the schema’s input first', () => {
    const validate = validateWith(z.object({ cpf: z.string().min(11, 'CPF').optional() }), (values: { cpf: string }) => ({ cpf: values.cpf || undefined }));
    expect(validate({ cpf: '' })).toEqual({});
    expect(validate({ cpf: '123' })).toEqual({ cpf: 'CPF' });
  });
});
