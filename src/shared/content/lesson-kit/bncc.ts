/**
 * The ten general competences of the BNCC (Base Nacional Comum Curricular,
 * MEC, 2018), by their number and the short name MEC's own materials give them.
 * The BNCC numbers its general competences 1 to 10 and gives them no other code;
 * the lesson kit cites them by that number only (decision 0198).
 */
export const BNCC_GENERAL_COMPETENCES = {
  1: 'Conhecimento',
  2: 'Pensamento científico, crítico e criativo',
  3: 'Repertório cultural',
  4: 'Comunicação',
  5: 'Cultura digital',
  6: 'Trabalho e projeto de vida',
  7: 'Argumentação',
  8: 'Autoconhecimento e autocuidado',
  9: 'Empatia e cooperação',
  10: 'Responsabilidade e cidadania',
} as const;

export type BnccGeneralCompetence = keyof typeof BNCC_GENERAL_COMPETENCES;

/** "Competência geral 6 da BNCC: Trabalho e projeto de vida". */
export function bnccCompetenceTitle(competence: BnccGeneralCompetence): string {
  return `Competência geral ${competence} da BNCC: ${BNCC_GENERAL_COMPETENCES[competence]}`;
}
