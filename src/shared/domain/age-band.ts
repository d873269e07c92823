/**
 * The person's age band ("faixa etária"): the one list, asked before payment
 * and on /profile, and read by the careers issue (27) for the stage of life.
 * The bands start at 14: Rumo is not for younger people (docs/decisions/0147-age-band-before-payment-under-16-a-guardian.md).
 */
export const AGE_BANDS = ['14-15', '16-17', '18-20', '21-24', '25+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  '14-15': '14 ou 15 anos',
  '16-17': '16 ou 17 anos',
  '18-20': '18 a 20 anos',
  '21-24': '21 a 24 anos',
  '25+': '25 anos ou mais',
};

/** The youngest age Rumo is for; below it there is no band to choose. */
export const MINIMUM_AGE = 14;

/** Under 16 a guardian authorises the purchase and gets its receipt (Terms, LGPD art. 14). */
export function needsGuardian(band: AgeBand | null | undefined): boolean {
  return band === '14-15';
}

export const AGE_BAND_MESSAGES = {
  label: 'Faixa etária',
  required: 'Informe sua faixa etária para continuar.',
  invalid: 'Escolha uma das faixas etárias da lista.',
  guardianNameRequired: 'Informe o nome do seu responsável.',
  guardianEmailRequired: 'Informe o e-mail do seu responsável.',
  guardianIsYou: 'O e-mail do responsável precisa ser diferente do seu.',
} as const;
