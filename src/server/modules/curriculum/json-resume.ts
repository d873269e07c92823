import type { Curriculum } from '../../../shared/contracts/curriculum.contract';
import { QUESTIONNAIRE_SCHOOL } from '../../../shared/curriculum/questionnaire';
import { EXPERIENCE_TYPE_LABELS, PERIOD_PATTERN, SKILL_LEVEL_LABELS, YEAR_PATTERN, isBlankValue, parseAvailability } from '../../../shared/curriculum/rules';

/**
 * The curriculum as a JSON Resume document (https://jsonresume.org/schema,
 * v1.0.0): the user's portability right (LGPD art. 18, V) in a format other
 * resume tools read. Dates are ISO ("YYYY" or "YYYY-MM"); a value that is
 * empty or the spec's placeholder is left out, never exported; what JSON
 * Resume has no place for goes in the top-level `x-rumo` object.
 */

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type Json = string | string[] | { [key: string]: Json | undefined } | Array<{ [key: string]: Json | undefined }> | undefined;
export type JsonResume = { [key: string]: Json };

/** The value, or undefined when it says nothing. */
function value(text: string): string | undefined {
  return isBlankValue(text) ? undefined : text.trim();
}

function isoYear(year: string): string | undefined {
  const trimmed = year.trim();
  return YEAR_PATTERN.test(trimmed) ? trimmed : undefined;
}

/**
 * "03/2024 a 11/2025" -> 2024-03 .. 2025-11; "03/2024 a atual" -> from 2024-03
 * with no end (JSON Resume's "present"); without a period, a lone year is both
 * start and end ("during 2024").
 */
function dates(period: string, year: string): { startDate?: string; endDate?: string } {
  const match = PERIOD_PATTERN.exec(period.trim());
  if (match) {
    const [, startMonth, startYear, endMonth, endYear] = match;
    return { startDate: `${startYear}-${startMonth}`, ...(endMonth && endYear ? { endDate: `${endYear}-${endMonth}` } : {}) };
  }
  const only = isoYear(year);
  return only ? { startDate: only, endDate: only } : {};
}

/** Drops the members that say nothing: undefined, empty lists, empty objects. */
function compact<T extends Record<string, Json>>(object: T): T {
  const out: Record<string, Json> = {};
  for (const [key, member] of Object.entries(object)) {
    if (member === undefined) continue;
    if (Array.isArray(member) && member.length === 0) continue;
    if (typeof member === 'object' && !Array.isArray(member) && Object.keys(member).length === 0) continue;
    out[key] = member;
  }
  return out as T;
}

function linkedinProfile(linkedin: string): { [key: string]: Json } | undefined {
  const text = value(linkedin);
  if (!text) return undefined;
  const url = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  const username = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(text)?.[1];
  return compact({ network: 'LinkedIn', username, url });
}

export function toJsonResume(curriculum: Curriculum): JsonResume {
  const experiences = (type: Curriculum['experiences'][number]['type'][]) => curriculum.experiences.filter((item) => type.includes(item.type));
  const profile = linkedinProfile(curriculum.linkedin);
  const availability = parseAvailability(curriculum.availability);
  const differentials = curriculum.differentials.map(value).filter((item): item is string => item !== undefined);

  return compact({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: value(curriculum.fullName),
      email: value(curriculum.email),
      phone: value(curriculum.phone),
      summary: value(curriculum.objective),
      location: compact({ address: value(curriculum.address) }),
      profiles: profile ? [profile] : [],
    }),
    work: experiences(['WORK']).map((item) =>
      compact({
        name: value(item.organization),
        position: value(item.title),
        ...dates(item.period, item.year),
        summary: value(item.description),
      }),
    ),
    volunteer: experiences(['VOLUNTEER']).map((item) =>
      compact({
        organization: value(item.organization),
        position: value(item.title),
        ...dates(item.period, item.year),
        summary: value(item.description),
      }),
    ),
    education: curriculum.education.map((item) =>
      compact({
        institution: item.institution.trim() === QUESTIONNAIRE_SCHOOL ? undefined : value(item.institution),
        studyType: value(item.level),
        area: value(item.course),
        // An ongoing course has no end date: JSON Resume reads that as "present".
        endDate: item.status === 'COMPLETED' ? isoYear(item.year) : undefined,
      }),
    ),
    awards: curriculum.recognitions.map((item) => compact({ title: value(item.title), awarder: value(item.organization), date: isoYear(item.year) })),
    certificates: curriculum.courses.map((item) => compact({ name: value(item.name), issuer: value(item.institution), date: isoYear(item.year) })),
    skills: curriculum.skills.map((item) => compact({ name: value(item.name), level: SKILL_LEVEL_LABELS[item.level] })),
    projects: experiences(['SCHOOL', 'EXTRACURRICULAR']).map((item) =>
      compact({
        name: value(item.title),
        entity: value(item.organization),
        type: EXPERIENCE_TYPE_LABELS[item.type],
        description: value(item.description),
        ...dates(item.period, item.year),
      }),
    ),
    'x-rumo': compact({
      type: curriculum.type,
      design: curriculum.design,
      age: value(curriculum.age),
      availability,
      differentials,
    }),
    meta: { lastModified: curriculum.updatedAt },
  });
}
