import { joinNames, mixedMarginThreshold, type ClarityKind } from '../../scoring/precision';

/**
 * (Only precision.ts is imported, not the scoring engine: the web shows these
 * sentences without bundling the statements.)
 *
 * The fixed sentences of the personal report (issue 25): how clear the result
 * is, why the profiles come in this order, the percentage explained, and the
 * headings of the parts that quote the person's answers. The web and the PDF
 * both read them from here; phrase-bank.validation.ts checks them (rendered
 * with real names) like every text of the bank.
 */

/** Statements per profile in the current question set: what "chance" below is computed for. */
const ITEMS_PER_PROFILE = 11;

/** Points of difference that can be chance (the perfil misto threshold, rounded down): "uns 20 pontos". */
export const CHANCE_POINTS = Math.floor(mixedMarginThreshold(ITEMS_PER_PROFILE, ITEMS_PER_PROFILE));

/** "O que quer dizer esse número?": beside every chart of percentages, on the web and in the PDF. */
export const PERCENTAGE_EXPLAINED = {
  title: 'O que quer dizer esse número?',
  text:
    'Não é nota e não é “quanto de você” é aquele perfil. ' +
    'O número mostra o quanto você concordou com as frases daquele perfil: 50% é ficar no meio, e 100% é concordar totalmente com todas. ' +
    'Os nove números não somam 100%. ' +
    `Diferenças de até uns ${CHANCE_POINTS} pontos podem ser só acaso.`,
} as const;

/** How clear the result is, in words (from the perfil misto rule, precision.ts). `names` in reading order. */
export function describeClarity(kind: ClarityKind, names: readonly string[], closeCount: number): string {
  switch (kind) {
    case 'clear':
      return `Seu resultado ficou claro: ${names[0] ?? ''} ficou à frente dos outros perfis por mais do que a margem de erro do teste.`;
    case 'divided':
      return (
        `Seu resultado ficou dividido entre ${joinNames(names)}. A diferença entre eles é menor que a margem de erro. ` +
        `Então ${names.length === 2 ? 'os dois' : 'os três'} têm a ver com você, e vale ler cada um.`
      );
    case 'spread':
      return (
        `Seu resultado ficou bem espalhado, e isso também diz algo: ${closeCount} perfis ficaram perto uns dos outros. ` +
        'Você pode ter um pouco de cada jeito e se adaptar a muitos lugares. ' +
        `Aqui, leia com atenção os três da frente: ${joinNames(names)}.`
      );
  }
}

/** Profiles that tied (the same percentage shown, e.g. "77,3%") and nobody picked yet: the order between them means nothing. */
export function describeTie(names: readonly string[], percentage: string): string {
  return (
    `${joinNames(names)} empataram, com ${percentage}. Então a ordem entre eles não quer dizer nada. ` +
    'Na página do resultado, você pode escolher qual tem mais a ver com você.'
  );
}

/** The person picked the profile that is most like them: it opens the report. */
export function describePick(name: string): string {
  return `Você escolheu ${name} como o perfil que mais parece com você. Por isso ele vem primeiro. Os números não mudaram.`;
}

/** The question after the mixed cards. */
export const PICK_QUESTION = {
  title: 'Qual destes parece mais com você?',
  help: 'Leia as descrições e escolha um. Sua escolha muda só a ordem de leitura do relatório, nunca os números. Você pode mudar quando quiser.',
  /** Undo: back to the order of the scores. */
  clear: 'Voltar à ordem dos números',
} as const;

/** "O que pesou nas suas respostas": the person's own strongest answers, quoted. */
export const ANSWERS_PART = {
  title: 'O que pesou nas suas respostas',
  intro: 'Estas são frases do teste em que a sua resposta foi das mais fortes, nos perfis que ficaram na frente.',
  contrastsTitle: 'Um contraste',
  contrastsIntro: 'Aqui a sua resposta foi contra um desses perfis. Isso mostra que nenhum perfil descreve você por inteiro.',
  freeTeaser: 'No relatório completo, você vê mais frases suas, os contrastes e um plano montado a partir das suas respostas.',
  none: 'Nenhuma resposta sua ficou forte o bastante nos perfis da frente para ser citada aqui.',
} as const;

/** "Você marcou “Concordo Totalmente”." */
export function describeAnswer(label: string): string {
  return `Você marcou “${label}”.`;
}

/** Which profile a quoted answer speaks of: "Perfil Leal." for it, "Contra o perfil Leal." against it (a contrast). */
export function describeQuoteProfile(kind: 'highlight' | 'contrast', name: string): string {
  return kind === 'contrast' ? `Contra o perfil ${name}.` : `Perfil ${name}.`;
}

/** After an answer quoted in a profile's summary when it goes against that profile. */
export const AGAINST_THIS_PROFILE = 'Essa resposta vai contra este perfil.';

/** The heading of the quoted answers in each profile's in-depth part. */
export const PROFILE_EVIDENCE_TITLE = 'Suas respostas sobre este perfil';

/** Why an action of the plan is there: the answer that led to it. */
export function describeReason(label: string, statement: string): string {
  return `Porque você marcou “${label}” em “${statement}”`;
}

/** Every answer to one profile's statements: where its percentage comes from. */
export const PROFILE_ANSWERS_PART = {
  title: 'Como você respondeu às frases deste perfil',
  intro: (count: number) =>
    `O número deste perfil vem destas ${count} respostas. Nas frases com asterisco (*), concordar baixa o número, porque elas dizem o contrário do perfil.`,
} as const;

/** A profile's portrait in the report (scoring/portrait.ts): its lists, reduced to what the person's answers show most. */
export const PORTRAIT_PART = {
  title: 'Seu jeito de ser e de trabalhar',
  intro: (phase: 'school' | 'after-school' | null) =>
    'Das características comuns neste perfil, aqui estão as que as suas respostas mais mostram.' +
    (phase === 'school' ? ' As dicas pensam em quem ainda está na escola.' : phase === 'after-school' ? ' As dicas pensam em quem já terminou a escola.' : ''),
  famousTitle: 'Pessoas conhecidas frequentemente associadas a este perfil',
  famousNote: 'São só exemplos, pela imagem pública de cada pessoa. Não é um diagnóstico, e ninguém fez este teste por elas.',
  famousNames: (names: readonly string[]) => `${joinNames(names)}. São só exemplos, pela imagem pública de cada pessoa.`,
  /** The lists' headings, on the web and in the PDF. */
  labels: {
    personalityTraits: 'Traços de personalidade',
    strengths: 'Pontos fortes',
    weaknesses: 'Pontos de atenção',
    workStyle: 'Estilo de trabalho',
    relationships: 'Relações profissionais',
    personalGrowth: 'Crescimento pessoal',
    tips: 'Dicas práticas para estudos e trabalho',
  },
  tipsAfterSchool: 'Dicas práticas para o trabalho e os cursos',
} as const;

/** "Como seus perfis se combinam": the blend of the first two (or three) profiles. */
export const BLEND_PART = {
  title: 'Como os seus perfis se combinam',
  intro: 'Cada perfil traz um jeito de agir. Juntos, eles se ajudam e às vezes se atrapalham.',
} as const;

/** What a profile's in-depth part says when the person picked it. */
export const PICKED_REASON = 'Você escolheu este perfil como o que mais tem a ver com você.';

/**
 * Rendered samples of the phrases above, for the readability checks
 * (phrase-bank.validation.ts). Profile names are the product's fixed words, so
 * the samples use names of typical length (PHRASE_SAMPLE_NAMES); sentence
 * length is checked with the longest names too.
 */
export function phraseSamples(sampleNames: readonly [string, string, string]): Record<string, string> {
  const [a, b] = sampleNames;
  return {
    percentage: PERCENTAGE_EXPLAINED.text,
    clear: describeClarity('clear', [a], 1),
    divided2: describeClarity('divided', [a, b], 2),
    divided3: describeClarity('divided', sampleNames, 3),
    spread: describeClarity('spread', sampleNames, 5),
    tie: describeTie([a, b], '77,3%'),
    pick: describePick(a),
    pickHelp: PICK_QUESTION.help,
    answersIntro: ANSWERS_PART.intro,
    contrastsIntro: ANSWERS_PART.contrastsIntro,
    freeTeaser: ANSWERS_PART.freeTeaser,
    none: ANSWERS_PART.none,
    blendIntro: BLEND_PART.intro,
    pickedReason: PICKED_REASON,
    profileAnswers: PROFILE_ANSWERS_PART.intro(11),
    against: AGAINST_THIS_PROFILE,
    portraitSchool: PORTRAIT_PART.intro('school'),
    portraitAfterSchool: PORTRAIT_PART.intro('after-school'),
    famousNote: PORTRAIT_PART.famousNote,
    famousNames: PORTRAIT_PART.famousNames(['Tom Hanks', 'Jennifer Aniston', 'Cafu', 'Tite', 'Drauzio Varella']),
  };
}

/** Names of typical length for the readability samples: Realizador, Entusiasta, Prestativo. */
export const PHRASE_SAMPLE_NAMES = ['Realizador', 'Entusiasta', 'Prestativo'] as const;
/** The three longest names, for the sentence-length check. */
export const LONGEST_SAMPLE_NAMES = ['Perfeccionista', 'Individualista', 'Investigador'] as const;
