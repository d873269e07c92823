import type { Curriculum } from '../../../shared/contracts/curriculum.contract';
import { compact, exportValue as value, type Json, type JsonObject } from '../../../shared/curriculum/printed-text';
import { parseAvailability } from '../../../shared/curriculum/rules';
import { ITEM_KINDS, JSON_RESUME_LISTS, sectionOf, type JsonResumeList } from '../../../shared/curriculum/sections';

/**
 * The curriculum as a JSON Resume document (https://jsonresume.org/schema,
 * v1.0.0): the user's portability right (LGPD art. 18, V) in a format other
 * resume tools read. Dates are ISO ("YYYY" or "YYYY-MM"); a value that is
 * empty or the spec's placeholder is left out, never exported; what JSON
 * Resume has no place for goes in the top-level `x-rumo` object. Each list
 * section of the registry maps its own rows (sections.ts `jsonResume`).
 */

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export type JsonResume = JsonObject;

function linkedinProfile(linkedin: string): JsonObject | undefined {
  const text = value(linkedin);
  if (!text) return undefined;
  const url = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  const username = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(text)?.[1];
  return compact({ network: 'LinkedIn', username, url });
}

/**
 * The Jovem questionnaire never asks a skill's level: its skills all have the
 * default, Básico, which the person did not choose (issue 29). A Jovem
 * resume's Básico skills are exported without a level.
 */
function levelNotAsked(curriculum: Curriculum, kind: (typeof ITEM_KINDS)[number], item: unknown): boolean {
  return kind === 'skills' && curriculum.type === 'YOUNG' && (item as { level?: string }).level === 'BASIC';
}

/** The saved rows of every section, in the JSON Resume lists they go to (sections in registry order, rows in order). */
function resumeLists(curriculum: Curriculum): Record<JsonResumeList, JsonObject[]> {
  const lists = Object.fromEntries(JSON_RESUME_LISTS.map((list) => [list, [] as JsonObject[]])) as Record<JsonResumeList, JsonObject[]>;
  for (const kind of ITEM_KINDS) {
    for (const item of curriculum[kind]) {
      const { list, value: entry } = sectionOf(kind).jsonResume(item as unknown as Record<string, string>);
      if (levelNotAsked(curriculum, kind, item)) delete entry.level;
      lists[list].push(entry);
    }
  }
  return lists;
}

export function toJsonResume(curriculum: Curriculum): JsonResume {
  const profile = linkedinProfile(curriculum.linkedin);
  const availability = parseAvailability(curriculum.availability);
  const differentials = curriculum.differentials.map(value).filter((item): item is string => item !== undefined);

  return compact<Record<string, Json>>({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: value(curriculum.fullName),
      email: value(curriculum.email),
      phone: value(curriculum.phone),
      summary: value(curriculum.objective),
      location: compact({ address: value(curriculum.address) }),
      profiles: profile ? [profile] : [],
    }),
    ...resumeLists(curriculum),
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
