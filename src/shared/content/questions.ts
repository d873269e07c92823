import type { AttentionStatement, QuestionSet, Statement } from './content.schema';

/**
 * Question set 2026-11-v3: the statements of the Rumo test (Brazilian
 * Portuguese), answered on a 1-5 scale (1 = Discordo totalmente ...
 * 5 = Concordo totalmente). Rules (checked by content.validation.ts) and the
 * reasons for each change: docs/scoring.md.
 *
 * - 100 statements: 99 scored, 11 per profile, each profile with 6 forward and
 *   5 reverse-keyed statements (`reverse: true`: agreeing means LESS of that
 *   profile), plus one unscored attention statement that asks for one answer.
 *   With the same split everywhere, agreeing (or disagreeing) with everything
 *   moves all nine profiles alike and favours none.
 * - Reverse-keyed statements describe the opposite behaviour in plain words,
 *   without negations ("não", "sem", "só", ...), so disagreeing with one is
 *   never a double negative.
 * - `id` is stable and is also the wire's questionOrder: an unchanged text
 *   keeps its id from 2026-11-v2; a new or changed text gets a new id (101 and
 *   up), and a retired id is never used again (questions-2026-11-v2.ts keeps
 *   the old set for attempts started under it).
 * - Display order is QUESTION_ORDER, not id order: profiles are interleaved
 *   (the same profile never twice within four statements), the first
 *   statement is a forward one, there are never more than two reverse-keyed
 *   statements in a row, and the attention statement is the 64th.
 * - OPPOSITE_PAIRS: 33 near-opposite pairs (same profile, opposite keys, same
 *   behaviour), each placed exactly PAIR_DISTANCE (40) statements apart, for
 *   the answer-quality gate's inconsistency index.
 */
export const QUESTION_SET_VERSION = '2026-11-v3';

export const STATEMENTS: readonly Statement[] = [
  { id: 1, profileId: 6, reverse: false, text: 'Eu me preocupo com coisas que ainda vão acontecer.' },
  { id: 3, profileId: 7, reverse: false, text: 'Tenho sempre vários planos e ideias para o fim de semana.' },
  { id: 5, profileId: 9, reverse: false, text: 'Evito discussões para manter o clima tranquilo.' },
  { id: 6, profileId: 3, reverse: true, text: 'Prefiro viver um dia de cada vez a ficar definindo metas.' },
  { id: 7, profileId: 1, reverse: false, text: 'Percebo rápido quando algo está fora do lugar ou tem um erro.' },
  { id: 8, profileId: 8, reverse: false, text: 'Falo o que penso, mesmo quando a pessoa não gosta de ouvir.' },
  { id: 9, profileId: 4, reverse: true, text: 'Tenho muito em comum com a maioria das pessoas da minha idade.' },
  { id: 12, profileId: 8, reverse: true, text: 'Prefiro seguir as decisões do grupo a dar a palavra final.' },
  { id: 13, profileId: 1, reverse: true, text: 'Para mim, um trabalho “bom o suficiente” já pode ser entregue.' },
  { id: 17, profileId: 3, reverse: false, text: 'Competições e rankings me dão muita vontade de me esforçar.' },
  { id: 19, profileId: 6, reverse: true, text: 'Lido bem com mudanças de última hora.' },
  { id: 20, profileId: 4, reverse: false, text: 'Sinto as emoções de forma muito intensa.' },
  { id: 21, profileId: 8, reverse: false, text: 'Em trabalhos em grupo, costumo assumir a liderança.' },
  { id: 23, profileId: 7, reverse: false, text: 'Faço amizade facilmente com pessoas novas.' },
  { id: 24, profileId: 9, reverse: true, text: 'Perco a paciência com facilidade.' },
  { id: 27, profileId: 5, reverse: false, text: 'Prefiro observar e pensar bem antes de dar minha opinião.' },
  { id: 30, profileId: 4, reverse: false, text: 'Reparo em detalhes bonitos que a maioria das pessoas nem nota.' },
  { id: 32, profileId: 9, reverse: false, text: 'Quando meus amigos brigam, costumo ajudar a fazer as pazes.' },
  { id: 33, profileId: 5, reverse: true, text: 'Recarrego as energias quando estou no meio de muita gente.' },
  { id: 34, profileId: 7, reverse: true, text: 'Termino uma atividade antes de pensar em começar outra.' },
  { id: 38, profileId: 8, reverse: true, text: 'Prefiro pedir com jeitinho a exigir o que quero.' },
  { id: 39, profileId: 5, reverse: false, text: 'Consigo passar horas pesquisando um assunto que me interessa.' },
  { id: 40, profileId: 3, reverse: false, text: 'Eu me preocupo com a imagem que passo para as outras pessoas.' },
  { id: 42, profileId: 9, reverse: false, text: 'Muitas vezes deixo os outros escolherem o filme, o lanche ou o passeio.' },
  { id: 44, profileId: 2, reverse: false, text: 'Tenho dificuldade de dizer “não” quando alguém me pede um favor.' },
  { id: 45, profileId: 4, reverse: true, text: 'Gosto de seguir a mesma moda que meus amigos seguem.' },
  { id: 46, profileId: 9, reverse: true, text: 'Quando algo me incomoda, reclamo na hora.' },
  { id: 48, profileId: 7, reverse: false, text: 'Costumo animar o grupo quando o clima fica pesado.' },
  { id: 49, profileId: 5, reverse: true, text: 'Explicações longas e cheias de detalhes me dão tédio.' },
  { id: 56, profileId: 3, reverse: true, text: 'Prefiro ficar nos bastidores a ter meu trabalho em destaque.' },
  { id: 60, profileId: 1, reverse: false, text: 'Eu me cobro muito quando cometo um erro, mesmo que seja pequeno.' },
  { id: 65, profileId: 7, reverse: true, text: 'Prefiro programas calmos, como passar a tarde em casa lendo ou vendo série.' },
  { id: 66, profileId: 5, reverse: false, text: 'Antes de tomar uma decisão, busco o máximo de informações possível.' },
  { id: 67, profileId: 1, reverse: true, text: 'Levo numa boa quando descubro um errinho em algo que já entreguei.' },
  { id: 70, profileId: 4, reverse: true, text: 'Prefiro conversas leves a conversas sobre sentimentos.' },
  { id: 72, profileId: 9, reverse: true, text: 'Em qualquer grupo, continuo do meu jeito em vez de me adaptar aos outros.' },
  { id: 78, profileId: 8, reverse: true, text: 'Deixo os outros perceberem facilmente quando estou com medo.' },
  { id: 80, profileId: 4, reverse: false, text: 'Uma tarefa só me motiva de verdade quando tem significado para mim.' },
  { id: 81, profileId: 1, reverse: false, text: 'Quando faço uma tarefa, quero que ela fique caprichada, e não apenas pronta.' },
  { id: 82, profileId: 8, reverse: false, text: 'Reajo na hora quando alguém tenta mandar em mim.' },
  { id: 84, profileId: 6, reverse: true, text: 'Confio de cara em pessoas que acabei de conhecer.' },
  { id: 87, profileId: 1, reverse: true, text: 'Prefiro improvisar a seguir um passo a passo.' },
  { id: 90, profileId: 7, reverse: true, text: 'Numa roda de amigos, prefiro ouvir a falar.' },
  { id: 93, profileId: 7, reverse: true, text: 'Prefiro deixar tudo combinado com os amigos a decidir o programa na hora.' },
  { id: 98, profileId: 2, reverse: false, text: 'Meus amigos me procuram quando precisam desabafar.' },
  { id: 99, profileId: 8, reverse: true, text: 'Meus amigos conseguem me convencer a mudar de ideia com facilidade.' },
  { id: 101, profileId: 6, reverse: false, text: 'Prefiro ganhar menos com segurança a arriscar para ganhar mais.' },
  { id: 102, profileId: 9, reverse: true, text: 'Quando quero algo, vou atrás na hora, mesmo que incomode alguém.' },
  { id: 103, profileId: 4, reverse: true, text: 'Criar coisas artísticas, como músicas ou desenhos, me atrai pouco.' },
  { id: 104, profileId: 3, reverse: false, text: 'Quero que me vejam como alguém que manda muito bem no que faz.' },
  { id: 105, profileId: 1, reverse: false, text: 'Gosto de seguir as regras à risca.' },
  { id: 106, profileId: 2, reverse: true, text: 'Quando alguém precisa de ajuda, prefiro esperar a pessoa pedir.' },
  { id: 107, profileId: 9, reverse: false, text: 'Quando me perguntam o que eu quero, muitas vezes respondo “tanto faz”.' },
  { id: 108, profileId: 5, reverse: false, text: 'Gosto de entender como as coisas funcionam por dentro.' },
  { id: 109, profileId: 6, reverse: true, text: 'Num lugar novo, fico à vontade logo no primeiro dia.' },
  { id: 110, profileId: 2, reverse: true, text: 'Penso primeiro no que eu quero e depois no que os outros querem.' },
  { id: 111, profileId: 4, reverse: false, text: 'Sinto que sou diferente da maioria das pessoas que conheço.' },
  { id: 112, profileId: 1, reverse: true, text: 'Convivo bem com bagunça nas minhas coisas.' },
  { id: 113, profileId: 2, reverse: true, text: 'Recusar um pedido de favor é fácil para mim.' },
  { id: 114, profileId: 8, reverse: false, text: 'Gosto de ter o controle da situação.' },
  { id: 115, profileId: 3, reverse: true, text: 'Ficar na média já está bom para mim.' },
  { id: 116, profileId: 4, reverse: true, text: 'Quando algo me deixa triste, logo deixo para lá.' },
  { id: 117, profileId: 7, reverse: false, text: 'Fazer a mesma coisa por muito tempo me dá tédio.' },
  { id: 118, profileId: 8, reverse: true, text: 'Aceito as ordens de quem manda, mesmo quando discordo.' },
  { id: 119, profileId: 2, reverse: true, text: 'Ouvir os problemas dos outros me cansa rápido.' },
  { id: 120, profileId: 4, reverse: false, text: 'Mesmo quando existe um modelo pronto, gosto de fazer do meu jeito.' },
  { id: 121, profileId: 2, reverse: false, text: 'Percebo logo quando um amigo está triste.' },
  { id: 122, profileId: 6, reverse: true, text: 'Topo correr riscos para tentar algo novo.' },
  { id: 123, profileId: 5, reverse: false, text: 'Gosto de desafios que fazem pensar, como charadas e problemas de lógica.' },
  { id: 124, profileId: 4, reverse: false, text: 'Gosto de criar coisas minhas, como desenhos, músicas ou textos.' },
  { id: 125, profileId: 3, reverse: true, text: 'Ser um dos melhores no que faço importa pouco para mim.' },
  { id: 126, profileId: 5, reverse: false, text: 'Preciso ficar um tempo na minha para recarregar as energias.' },
  { id: 127, profileId: 1, reverse: true, text: 'Se uma regra me parece boba, dou um jeito de contornar.' },
  { id: 128, profileId: 2, reverse: false, text: 'Ofereço ajuda antes mesmo de a pessoa pedir.' },
  { id: 129, profileId: 5, reverse: true, text: 'Entender como as coisas funcionam por dentro me interessa pouco.' },
  { id: 130, profileId: 6, reverse: false, text: 'Para decidir algo importante, preciso da opinião de alguém de confiança.' },
  { id: 131, profileId: 7, reverse: false, text: 'Quando surge um projeto novo, quero começar logo.' },
  { id: 132, profileId: 1, reverse: false, text: 'Gosto de deixar minhas coisas sempre organizadas.' },
  { id: 133, profileId: 3, reverse: true, text: 'Ganhar ou perder um jogo dá no mesmo para mim.' },
  { id: 134, profileId: 6, reverse: false, text: 'Bate uma ansiedade quando não sei o que vai acontecer.' },
  { id: 135, profileId: 5, reverse: true, text: 'Pesquisar um assunto por conta própria me dá preguiça.' },
  { id: 137, profileId: 2, reverse: false, text: 'Quando ajudo alguém e a pessoa nem agradece, isso me chateia.' },
  { id: 138, profileId: 9, reverse: false, text: 'Levo a vida num ritmo tranquilo.' },
  { id: 139, profileId: 7, reverse: true, text: 'Gosto de fazer sempre as mesmas coisas nos fins de semana.' },
  { id: 140, profileId: 6, reverse: true, text: 'Costumo achar que no fim tudo vai dar certo.' },
  { id: 141, profileId: 3, reverse: false, text: 'Quero que as pessoas reconheçam minhas conquistas.' },
  { id: 142, profileId: 8, reverse: false, text: 'Quando alguém me enfrenta, eu enfrento de volta.' },
  { id: 143, profileId: 9, reverse: false, text: 'Numa discussão, costumo achar que os dois lados têm um pouco de razão.' },
  { id: 144, profileId: 2, reverse: true, text: 'Costumo demorar para perceber quando um amigo está triste.' },
  { id: 145, profileId: 3, reverse: false, text: 'Quando tenho uma meta para bater, trabalho com mais garra.' },
  { id: 146, profileId: 9, reverse: true, text: 'Num grupo, faço questão de que a minha ideia seja a escolhida.' },
  { id: 147, profileId: 7, reverse: false, text: 'Quando algo dá errado, logo procuro outra coisa legal para fazer.' },
  { id: 148, profileId: 6, reverse: false, text: 'Defendo meus amigos mesmo quando todo mundo está contra eles.' },
  { id: 149, profileId: 3, reverse: false, text: 'Tenho vontade de ter meu próprio negócio um dia.' },
  { id: 150, profileId: 6, reverse: false, text: 'Gosto de ter um plano B caso algo dê errado.' },
  { id: 151, profileId: 8, reverse: false, text: 'Quando vejo uma injustiça, eu me meto, mesmo que sobre para mim.' },
  { id: 152, profileId: 1, reverse: false, text: 'Confiro tudo duas vezes antes de dizer que terminei.' },
  { id: 153, profileId: 5, reverse: true, text: 'Falo da minha vida pessoal com facilidade, até com quem conheço pouco.' },
  { id: 154, profileId: 2, reverse: false, text: 'Eu me imagino num trabalho em que eu cuide de pessoas.' },
];

export const ATTENTION_STATEMENT: AttentionStatement = {
  id: 136,
  expectedAnswer: 2,
  text: 'Para mostrar que está lendo com atenção, marque “Discordo” nesta frase, e não “Discordo Totalmente”.',
};

export const QUESTION_ORDER: readonly number[] = [
  3, 101, 102, 103, 104, 12, 33, 105, 106, 107, 108, 48, 78, 109, 5, 110, 111, 112, 17, 23, 113, 19, 39, 114, 115, 24, 81, 116, 117, 118, 1, 56, 119, 120, 38,
  87, 66, 121, 6, 42, 65, 122, 123, 124, 125, 21, 126, 127, 128, 84, 129, 8, 60, 130, 46, 131, 9, 132, 133, 90, 44, 134, 135, 136, 137, 138, 13, 20, 139, 82,
  140, 141, 98, 45, 142, 143, 49, 144, 145, 146, 147, 30, 148, 72, 7, 27, 99, 149, 70, 32, 150, 151, 67, 80, 40, 34, 152, 153, 154, 93,
];

export const OPPOSITE_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [3, 65], // 7
  [101, 122], // 6
  [124, 103], // 4
  [104, 125], // 3
  [21, 12], // 8
  [126, 33], // 5
  [105, 127], // 1
  [128, 106], // 2
  [108, 129], // 5
  [5, 46], // 9
  [111, 9], // 4
  [132, 112], // 1
  [17, 133], // 3
  [23, 90], // 7
  [44, 113], // 2
  [134, 19], // 6
  [39, 135], // 5
  [138, 24], // 9
  [81, 13], // 1
  [20, 116], // 4
  [117, 139], // 7
  [82, 118], // 8
  [1, 140], // 6
  [141, 56], // 3
  [98, 119], // 2
  [120, 45], // 4
  [142, 38], // 8
  [66, 49], // 5
  [121, 144], // 2
  [145, 6], // 3
  [42, 146], // 9
  [60, 67], // 1
  [131, 34], // 7
];

export const QUESTION_SET: QuestionSet = {
  version: QUESTION_SET_VERSION,
  statements: [...STATEMENTS],
  attention: ATTENTION_STATEMENT,
  order: [...QUESTION_ORDER],
  oppositePairs: OPPOSITE_PAIRS.map(([forward, reverse]) => [forward, reverse]),
};
