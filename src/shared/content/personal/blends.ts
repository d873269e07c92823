import type { PairBlend, PairKey } from './phrase-bank.schema';

/**
 * The 36 blends: one text for each unordered pair of profiles, keyed "a-b"
 * with a < b (phrase-bank.schema.ts, pairBlendSchema). The report shows the
 * pair of its first two profiles, and all three pairs of a three-way perfil
 * misto.
 */
export const PAIR_BLENDS: Readonly<Partial<Record<PairKey, PairBlend>>> = {
  '6-9': {
    title: 'Cuidado e calma',
    text: 'Quem junta Leal e Pacificador costuma ser a pessoa que o grupo procura quando precisa de firmeza sem briga. Você pensa no que pode dar errado e, ao mesmo tempo, quer manter a paz. Isso faz de você alguém confiável e fácil de conviver. O ponto difícil é que os dois lados evitam o conflito: você pode guardar uma preocupação para não criar clima. Falar cedo, com calma, costuma resolver mais do que esperar.',
  },
};

/**
 * The 18 wings: when the profile shown second is a neighbour of the first on
 * the Enneagram circle, one sentence on what that neighbour adds. Keyed
 * "first-second", in that order.
 */
export const WINGS: Readonly<Partial<Record<PairKey, string>>> = {
  '6-7': 'Ao lado do Leal, o Entusiasta traz leveza: você se prepara para os riscos, mas também sabe ver o lado bom e animar o grupo.',
};
