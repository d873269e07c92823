/**
 * The 1-5 answer scale (spec §2, quiz screen): its values and the labels the
 * quiz shows. The attention statement names its expected answer by one of
 * these labels (content.validation.ts checks it), so they live here, once.
 */
export const ANSWER_SCALE = [
  { value: 1, label: 'Discordo Totalmente' },
  { value: 2, label: 'Discordo' },
  { value: 3, label: 'Neutro' },
  { value: 4, label: 'Concordo' },
  { value: 5, label: 'Concordo Totalmente' },
] as const;

export type AnswerValue = (typeof ANSWER_SCALE)[number]['value'];

/** "Discordo" for 2; throws for a value outside the scale. */
export function answerLabel(value: number): string {
  const option = ANSWER_SCALE.find((candidate) => candidate.value === value);
  if (!option) throw new Error(`No answer ${value} on the 1-5 scale`);
  return option.label;
}
