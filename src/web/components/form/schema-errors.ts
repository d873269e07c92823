import type { z } from 'zod';
import type { FieldErrors } from './use-form';

/**
 * The one adapter from a contract's Zod schema to a form's field messages.
 *
 * A form checks its values with the schema the server validates the request
 * with (the contract's body, extended with form-only fields such as a password
 * confirmation), so the client and the server refuse the same input with the
 * same Portuguese message. Each field shows the first issue of its path
 * (`education.0.year` for a list item's field), which is the message the
 * server answers for it. A schema's own refinements name the field they
 * belong to (`path: ['confirmPassword']`); an issue without a path has no field
 * to go beside and is kept under `FORM_ISSUE`, for the form's summary.
 */

/** The key of an issue that belongs to no field. */
export const FORM_ISSUE = '';

/** The first message of each field, keyed by its path joined with dots. */
export function fieldErrorsFromIssues(issues: ReadonlyArray<Pick<z.core.$ZodIssue, 'path' | 'message'>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The field messages of `input` against `schema`: an empty object when the server would accept it. */
export function schemaErrors(schema: z.ZodType, input: unknown): FieldErrors {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
}

/**
 * A `validate` for useForm from a schema: the form's values, mapped to what the
 * schema reads when they differ (blank optional fields left out), are checked
 * against it.
 */
export function validateWith<V>(schema: z.ZodType, toInput: (values: V) => unknown = (values) => values): (values: V) => FieldErrors {
  return (values) => schemaErrors(schema, toInput(values));
}
