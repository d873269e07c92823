import type { Statement } from './content.schema';

/**
 * The 100 statements of the Rumo test (Brazilian Portuguese), answered on a 1-5
 * scale (1 = Discordo totalmente ... 5 = Concordo totalmente).
 *
 * - `id` is stable and is also the wire's questionOrder; display order = array
 *   order = id order. A retired statement's id is never reused: change the text
 *   of a statement only together with QUESTION_SET_VERSION.
 * - Each statement is keyed to exactly one profile: profile 1 has 12 statements,
 *   the others 11. About half of each profile's statements are reverse-keyed
 *   (`reverse: true`: agreeing means LESS of that profile), so that agreeing (or
 *   disagreeing) with everything lands every profile near the middle: profile 1
 *   has 6 of 12, profiles 4, 5 and 7 have 6 of 11, profiles 2, 3, 6, 8 and 9
 *   have 5 of 11 (49 reverse-keyed statements in all). Reverse-keyed items are
 *   phrased positively (no double negatives).
 * - Profiles are interleaved so that two consecutive statements never belong to
 *   the same profile, and reverse-keyed statements are spread out (never more
 *   than two in a row; the first statement is a forward one).
 *
 * Item keys, formula and tie rule: docs/scoring.md.
 */
export const QUESTION_SET_VERSION = '2026-11-v2';

export const STATEMENTS: readonly Statement[] = [
  { id: 1, profileId: 6, reverse: false, text: 'Eu me preocupo com coisas que ainda vão acontecer.' },
  { id: 2, profileId: 2, reverse: true, text: 'Só percebo que um amigo está triste quando ele me conta.' },
  { id: 3, profileId: 7, reverse: false, text: 'Tenho sempre vários planos e ideias para o fim de semana.' },
  { id: 4, profileId: 5, reverse: true, text: 'Uso aparelhos e aplicativos sem me perguntar como eles funcionam.' },
  { id: 5, profileId: 9, reverse: false, text: 'Evito discussões para manter o clima tranquilo.' },
  { id: 6, profileId: 3, reverse: true, text: 'Prefiro viver um dia de cada vez a ficar definindo metas.' },
  { id: 7, profileId: 1, reverse: false, text: 'Percebo rápido quando algo está fora do lugar ou tem um erro.' },
  { id: 8, profileId: 8, reverse: false, text: 'Falo o que penso, mesmo quando a pessoa não gosta de ouvir.' },
  { id: 9, profileId: 4, reverse: true, text: 'Tenho muito em comum com a maioria das pessoas da minha idade.' },
  { id: 10, profileId: 7, reverse: true, text: 'Consigo fazer a mesma coisa por muito tempo sem enjoar.' },
  { id: 11, profileId: 2, reverse: false, text: 'Gosto de ajudar colegas que estão com dificuldade em alguma matéria.' },
  { id: 12, profileId: 8, reverse: true, text: 'Prefiro seguir as decisões do grupo a dar a palavra final.' },
  { id: 13, profileId: 1, reverse: true, text: 'Para mim, um trabalho “bom o suficiente” já pode ser entregue.' },
  { id: 14, profileId: 9, reverse: false, text: 'Consigo entender o ponto de vista dos dois lados de uma briga.' },
  { id: 15, profileId: 5, reverse: true, text: 'Prefiro aprender fazendo na prática a ler sobre o assunto.' },
  { id: 16, profileId: 6, reverse: false, text: 'Tenho mais tranquilidade quando sei exatamente o que vai acontecer.' },
  { id: 17, profileId: 3, reverse: false, text: 'Competições e rankings me dão muita vontade de me esforçar.' },
  { id: 18, profileId: 4, reverse: true, text: 'Atividades artísticas, como música, desenho ou escrita, me atraem pouco.' },
  { id: 19, profileId: 6, reverse: true, text: 'Lido bem com mudanças de última hora.' },
  { id: 20, profileId: 4, reverse: false, text: 'Sinto as emoções de forma muito intensa.' },
  { id: 21, profileId: 8, reverse: false, text: 'Em trabalhos em grupo, costumo assumir a liderança.' },
  { id: 22, profileId: 1, reverse: false, text: 'Reviso meus trabalhos da escola várias vezes antes de entregar.' },
  { id: 23, profileId: 7, reverse: false, text: 'Faço amizade facilmente com pessoas novas.' },
  { id: 24, profileId: 9, reverse: true, text: 'Perco a paciência com facilidade.' },
  { id: 25, profileId: 2, reverse: true, text: 'Prefiro cuidar só dos meus assuntos e deixar que cada um resolva os seus.' },
  { id: 26, profileId: 3, reverse: false, text: 'Quero que as pessoas reconheçam o que eu conquisto.' },
  { id: 27, profileId: 5, reverse: false, text: 'Prefiro observar e pensar bem antes de dar minha opinião.' },
  { id: 28, profileId: 1, reverse: true, text: 'Acho que as regras podem ser flexíveis, dependendo da situação.' },
  { id: 29, profileId: 3, reverse: true, text: 'Tirar uma nota na média já é suficiente para mim.' },
  { id: 30, profileId: 4, reverse: false, text: 'Reparo em detalhes bonitos que a maioria das pessoas nem nota.' },
  { id: 31, profileId: 6, reverse: false, text: 'Sou muito leal aos meus amigos e à minha família.' },
  { id: 32, profileId: 9, reverse: false, text: 'Quando meus amigos brigam, costumo ajudar a fazer as pazes.' },
  { id: 33, profileId: 5, reverse: true, text: 'Recarrego as energias quando estou no meio de muita gente.' },
  { id: 34, profileId: 7, reverse: true, text: 'Termino uma atividade antes de pensar em começar outra.' },
  { id: 35, profileId: 8, reverse: false, text: 'Defendo colegas que estão sendo tratados de forma injusta.' },
  { id: 36, profileId: 2, reverse: false, text: 'Fico feliz quando alguém reconhece uma ajuda que eu dei.' },
  { id: 37, profileId: 1, reverse: true, text: 'Consigo me concentrar nos estudos mesmo com a mesa toda bagunçada.' },
  { id: 38, profileId: 8, reverse: true, text: 'Prefiro pedir com jeitinho a exigir o que quero.' },
  { id: 39, profileId: 5, reverse: false, text: 'Consigo passar horas pesquisando um assunto que me interessa.' },
  { id: 40, profileId: 3, reverse: false, text: 'Eu me preocupo com a imagem que passo para as outras pessoas.' },
  { id: 41, profileId: 6, reverse: true, text: 'Quando faço um plano, confio que ele vai dar certo.' },
  { id: 42, profileId: 9, reverse: false, text: 'Muitas vezes deixo os outros escolherem o filme, o lanche ou o passeio.' },
  { id: 43, profileId: 7, reverse: true, text: 'Na lanchonete, costumo pedir sempre o mesmo lanche.' },
  { id: 44, profileId: 2, reverse: false, text: 'Tenho dificuldade de dizer “não” quando alguém me pede um favor.' },
  { id: 45, profileId: 4, reverse: true, text: 'Gosto de seguir a mesma moda que meus amigos seguem.' },
  { id: 46, profileId: 9, reverse: true, text: 'Quando algo me incomoda, reclamo na hora.' },
  { id: 47, profileId: 4, reverse: false, text: 'Prefiro criar algo original a copiar um modelo pronto.' },
  { id: 48, profileId: 7, reverse: false, text: 'Costumo animar o grupo quando o clima fica pesado.' },
  { id: 49, profileId: 5, reverse: true, text: 'Explicações longas e cheias de detalhes me dão tédio.' },
  { id: 50, profileId: 3, reverse: true, text: 'Quando um objetivo fica difícil demais, costumo trocá-lo por outro mais fácil.' },
  { id: 51, profileId: 6, reverse: false, text: 'Prefiro um emprego estável a um emprego arriscado que pague mais.' },
  { id: 52, profileId: 2, reverse: true, text: 'Acho cansativo ouvir os problemas dos outros.' },
  { id: 53, profileId: 8, reverse: false, text: 'Gosto de tomar decisões e ter o controle da situação.' },
  { id: 54, profileId: 1, reverse: false, text: 'Gosto de manter meu quarto e minha mochila sempre em ordem.' },
  { id: 55, profileId: 2, reverse: false, text: 'Costumo lembrar de aniversários e datas importantes das pessoas próximas.' },
  { id: 56, profileId: 3, reverse: true, text: 'Prefiro ficar nos bastidores a ter meu trabalho em destaque.' },
  { id: 57, profileId: 6, reverse: true, text: 'Começo coisas novas sem pensar muito nos riscos.' },
  { id: 58, profileId: 5, reverse: false, text: 'Gosto de resolver problemas de lógica, matemática ou programação.' },
  { id: 59, profileId: 4, reverse: true, text: 'Estou contente com a vida que tenho hoje.' },
  { id: 60, profileId: 1, reverse: false, text: 'Eu me cobro muito quando cometo um erro, mesmo que seja pequeno.' },
  { id: 61, profileId: 8, reverse: true, text: 'Aceito as decisões de um professor ou chefe mesmo quando discordo delas.' },
  { id: 62, profileId: 7, reverse: false, text: 'Eu me empolgo com projetos novos e quero começar logo.' },
  { id: 63, profileId: 9, reverse: true, text: 'Resolvo logo as tarefas chatas para ficar livre delas.' },
  { id: 64, profileId: 3, reverse: false, text: 'Já pensei em formas de ganhar meu próprio dinheiro, como vender algo ou prestar um serviço.' },
  { id: 65, profileId: 7, reverse: true, text: 'Prefiro programas calmos, como passar a tarde em casa lendo ou vendo série.' },
  { id: 66, profileId: 5, reverse: false, text: 'Antes de tomar uma decisão, busco o máximo de informações possível.' },
  { id: 67, profileId: 1, reverse: true, text: 'Levo numa boa quando descubro um errinho em algo que já entreguei.' },
  { id: 68, profileId: 8, reverse: false, text: 'Encaro de frente as situações difíceis.' },
  { id: 69, profileId: 2, reverse: true, text: 'Em casa, ajudo nas tarefas só quando alguém me pede.' },
  { id: 70, profileId: 4, reverse: true, text: 'Prefiro conversas leves a conversas sobre sentimentos.' },
  { id: 71, profileId: 6, reverse: false, text: 'Antes de decidir algo importante, peço a opinião de pessoas em quem confio.' },
  { id: 72, profileId: 9, reverse: true, text: 'Em qualquer grupo, continuo do meu jeito em vez de me adaptar aos outros.' },
  { id: 73, profileId: 3, reverse: false, text: 'Gosto de ser referência naquilo que faço.' },
  { id: 74, profileId: 6, reverse: true, text: 'Num lugar novo, como um emprego, vou descobrindo as regras aos poucos, sem pressa.' },
  { id: 75, profileId: 9, reverse: false, text: 'Às vezes é difícil saber o que eu realmente quero.' },
  { id: 76, profileId: 5, reverse: true, text: 'Conto meus sentimentos com facilidade para pessoas que acabei de conhecer.' },
  { id: 77, profileId: 7, reverse: false, text: 'Prefiro olhar o lado bom das coisas a ficar remoendo problemas.' },
  { id: 78, profileId: 8, reverse: true, text: 'Deixo os outros perceberem facilmente quando estou com medo.' },
  { id: 79, profileId: 2, reverse: true, text: 'Quando vejo alguém precisando de ajuda, espero que outra pessoa tome a iniciativa.' },
  { id: 80, profileId: 4, reverse: false, text: 'Uma tarefa só me motiva de verdade quando tem significado para mim.' },
  { id: 81, profileId: 1, reverse: false, text: 'Quando faço uma tarefa, quero que ela fique caprichada, e não apenas pronta.' },
  { id: 82, profileId: 8, reverse: false, text: 'Reajo na hora quando alguém tenta mandar em mim.' },
  { id: 83, profileId: 9, reverse: true, text: 'Em trabalhos em grupo, faço questão de que a minha ideia seja a escolhida.' },
  { id: 84, profileId: 6, reverse: true, text: 'Confio de cara em pessoas que acabei de conhecer.' },
  { id: 85, profileId: 5, reverse: false, text: 'Rendo mais estudando por conta própria do que em grupo.' },
  { id: 86, profileId: 2, reverse: false, text: 'Eu me imagino trabalhando em algo que cuide diretamente de pessoas.' },
  { id: 87, profileId: 1, reverse: true, text: 'Prefiro improvisar a seguir um passo a passo.' },
  { id: 88, profileId: 3, reverse: true, text: 'Para mim, participar de um jogo vale mais do que ganhar.' },
  { id: 89, profileId: 4, reverse: false, text: 'Quero que as pessoas me entendam de verdade, e não só por fora.' },
  { id: 90, profileId: 7, reverse: true, text: 'Numa roda de amigos, prefiro ouvir a falar.' },
  { id: 91, profileId: 9, reverse: false, text: 'Levo a vida num ritmo tranquilo, sem me estressar com pouca coisa.' },
  { id: 92, profileId: 1, reverse: false, text: 'Tenho uma noção forte do que é certo e do que é errado.' },
  { id: 93, profileId: 7, reverse: true, text: 'Prefiro deixar tudo combinado com os amigos a decidir o programa na hora.' },
  { id: 94, profileId: 6, reverse: false, text: 'Eu me preparo com antecedência para provas e compromissos.' },
  { id: 95, profileId: 4, reverse: true, text: 'Costumo deixar os sentimentos de lado e seguir em frente rápido.' },
  { id: 96, profileId: 3, reverse: false, text: 'Trabalho melhor quando tenho um prazo e um resultado claro para alcançar.' },
  { id: 97, profileId: 5, reverse: true, text: 'Só procuro aprender um assunto quando ele vai cair na prova.' },
  { id: 98, profileId: 2, reverse: false, text: 'Meus amigos me procuram quando precisam desabafar.' },
  { id: 99, profileId: 8, reverse: true, text: 'Meus amigos conseguem me convencer a mudar de ideia com facilidade.' },
  { id: 100, profileId: 1, reverse: true, text: 'Em trabalhos em grupo, prefiro cuidar das ideias gerais e deixar os detalhes para os outros.' },
];
