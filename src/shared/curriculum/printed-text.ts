import { isBlankValue, isTempId, PERIOD_PATTERN, YEAR_PATTERN } from './rules';

/**
 * How a resume's values are written out: in the document (PDF and preview)
 * and in the JSON Resume export. Shared by the section registry (each
 * section's own entry and export mapping) and the files that assemble them.
 */

/** Soft hyphens (U+00AD) are invisible in the preview and dropped by the PDF renderer: printed text never carries them. */
const withoutSoftHyphens = (value: string) => value.replace(/\u00ad/g, '');

/** The value, or '' when it says nothing. Never lets a temp id or a placeholder through. */
export function shown(value: string | null | undefined): string {
  const text = withoutSoftHyphens(value ?? '').trim();
  return isBlankValue(text) || isTempId(text) ? '' : text;
}

export const joinMeta = (...parts: string[]) => parts.filter((part) => part !== '').join(' · ');

export const bodyLines = (text: string | undefined) =>
  withoutSoftHyphens(text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The marks a person types to start a list line ("- ", "• ", "* "): the document draws its own bullet. */
const LINE_MARK = /^(?:[-•*]\s*)+/;

/** A description line without the list marks the person typed before it: "- Atendi clientes" -> "Atendi clientes". */
export const withoutLineMark = (line: string) => line.replace(LINE_MARK, '').trim();

// ---------------------------------------------------------------------------
// JSON Resume values (https://jsonresume.org/schema): ISO dates, nothing empty

export type Json = string | string[] | { [key: string]: Json | undefined } | Array<{ [key: string]: Json | undefined }> | undefined;
export type JsonObject = { [key: string]: Json };

/** The value, or undefined when it says nothing. */
export function exportValue(text: string): string | undefined {
  return isBlankValue(text) ? undefined : text.trim();
}

export function isoYear(year: string): string | undefined {
  const trimmed = year.trim();
  return YEAR_PATTERN.test(trimmed) ? trimmed : undefined;
}

/**
 * "03/2024 a 11/2025" -> 2024-03 .. 2025-11; "03/2024 a atual" -> from 2024-03
 * with no end (JSON Resume's "present"); without a period, a lone year is both
 * start and end ("during 2024").
 */
export function isoDates(period: string, year: string): { startDate?: string; endDate?: string } {
  const match = PERIOD_PATTERN.exec(period.trim());
  if (match) {
    const [, startMonth, startYear, endMonth, endYear] = match;
    return { startDate: `${startYear}-${startMonth}`, ...(endMonth && endYear ? { endDate: `${endYear}-${endMonth}` } : {}) };
  }
  const only = isoYear(year);
  return only ? { startDate: only, endDate: only } : {};
}

/** Drops the members that say nothing: undefined, empty lists, empty objects. */
export function compact<T extends Record<string, Json>>(object: T): T {
  const out: Record<string, Json> = {};
  for (const [key, member] of Object.entries(object)) {
    if (member === undefined) continue;
    if (Array.isArray(member) && member.length === 0) continue;
    if (typeof member === 'object' && !Array.isArray(member) && Object.keys(member).length === 0) continue;
    out[key] = member;
  }
  return out as T;
}
