import type { AnswerAction } from './phrase-bank.schema';

/**
 * Micro-actions triggered by the person's own strong answers (issue 25): when
 * someone agreed (or disagreed) strongly with a statement, the plan offers
 * this small exercise first, before the profile-level actions. Keyed by
 * statement id of question set 2026-11-v3 and the direction of the answer.
 *
 * Each action fires on the answer that goes WITH the statement's profile
 * (`agree` on a forward statement, `disagree` on a reverse-keyed one): it
 * works gently on the cost of that habit, never asks the person to grow what
 * their profile is already good at, and never asks them to stop being who
 * they are. Ordered by profile (1 to 9).
 */
export const ANSWER_ACTIONS: readonly AnswerAction[] = [
  // 1 Perfeccionista
  {
    statementId: 60,
    when: 'agree',
    title: 'Fale com você como fala com um amigo',
    text: 'Quando errar em algo pequeno, pense no que você diria a um amigo no mesmo caso. Depois, diga isso a você, por escrito ou baixinho. Faça isso por uma semana e veja se o peso passa mais rápido.',
  },
  {
    statementId: 13,
    when: 'disagree',
    title: 'Entregue uma tarefa sem o último retoque',
    text: 'Nesta semana, escolha uma tarefa simples da escola ou de casa. Quando ela já estiver boa, entregue sem o último ajuste. Depois, anote se alguém notou a falta dele.',
  },
  {
    statementId: 152,
    when: 'agree',
    title: 'Em coisas simples, confira uma vez só',
    text: 'Por uma semana, confira só uma vez as coisas simples, como um recado ou uma lista. Guarde a dupla conferência para o que vale nota. No fim, veja quanto tempo sobrou e se algum erro fez falta.',
  },
  {
    statementId: 7,
    when: 'agree',
    title: 'Elogie antes de apontar um erro',
    text: 'Quando notar um erro no que alguém fez, diga primeiro uma coisa que ficou boa. Depois, fale do erro com calma e em poucas palavras. Faça isso três vezes nesta semana e repare em como a pessoa reage.',
  },
  {
    statementId: 67,
    when: 'disagree',
    title: 'Meça o tamanho do errinho',
    text: 'Quando achar um errinho em algo que já entregou, pergunte: “de 0 a 10, quanto isso vai pesar daqui a uma semana?”. Se a nota for baixa, deixe passar. Faça isso por duas semanas e anote quantas vezes o erro era mesmo pequeno.',
  },

  // 2 Prestativo
  {
    statementId: 44,
    when: 'agree',
    title: 'Treine um “não” gentil',
    text: 'Nesta semana, recuse um pedido pequeno que atrapalha o seu dia. Agradeça, diga que agora não dá e, se quiser, ofereça outra hora. Depois, anote como você se sentiu.',
  },
  {
    statementId: 128,
    when: 'agree',
    title: 'Pergunte antes de ajudar',
    text: 'Quando notar que alguém precisa de uma mão, pergunte antes: “quer ajuda?”. Se a pessoa disser que não, respeite e fique por perto. Faça isso por uma semana e repare no que ela consegue fazer por conta própria.',
  },
  {
    statementId: 137,
    when: 'agree',
    title: 'Pergunte a si o que espera em troca',
    text: 'Antes de fazer um favor, pergunte a si: “eu faço isso mesmo se ninguém agradecer?”. Se a resposta for não, diga do que você precisa ou deixe para outra vez. Faça isso por uma semana e note se a chateação diminui.',
  },
  {
    statementId: 98,
    when: 'agree',
    title: 'Conte também um problema seu',
    text: 'Nesta semana, escolha um amigo que costuma desabafar com você. Conte a essa pessoa uma coisa pequena que está pesando para você. Veja como ela escuta e se a amizade fica mais leve para os dois lados.',
  },
  {
    statementId: 110,
    when: 'disagree',
    title: 'Pense primeiro no que você quer',
    text: 'Quando for decidir algo com alguém, pare dez segundos e pergunte a si: “o que eu quero aqui?”. Diga isso antes de ceder. Faça isso em três momentos nesta semana e anote o que mudou.',
  },

  // 3 Realizador
  {
    statementId: 40,
    when: 'agree',
    title: 'Mostre um rascunho a alguém',
    text: 'Nesta semana, mostre a uma pessoa de confiança algo que ainda não está pronto, como um texto, um desenho ou uma conta. Peça uma dica, e não um elogio. Depois, anote como foi deixar alguém ver o meio do caminho.',
  },
  {
    statementId: 141,
    when: 'agree',
    title: 'Comemore antes de contar a alguém',
    text: 'Quando terminar algo de que gosta, escreva uma linha sobre o que você fez bem, antes de mostrar a alguém. Faça isso por duas semanas. Veja se você sente orgulho mesmo antes de qualquer elogio.',
  },
  {
    statementId: 104,
    when: 'agree',
    title: 'Diga “não entendi” na aula',
    text: 'Uma vez nesta semana, diga na aula: “não entendi, pode explicar de novo?”. Muitas vezes, outra pessoa tinha a mesma dúvida. Depois, anote como a turma reagiu e como você se sentiu.',
  },
  {
    statementId: 133,
    when: 'disagree',
    title: 'Depois de perder, lembre um bom lance',
    text: 'Quando perder um jogo, conte a si ou a alguém um lance de que gostou, antes de falar do placar. Faça isso em todas as partidas por duas semanas. Veja se a derrota passa a pesar menos.',
  },
  {
    statementId: 56,
    when: 'disagree',
    title: 'Dê o destaque a um colega',
    text: 'Num trabalho em grupo nesta semana, conte ao grupo ou ao professor algo que um colega fez bem. Diga o nome da pessoa e o que ela fez. Depois, repare em como o grupo reage e em como você se sente.',
  },

  // 4 Individualista
  {
    statementId: 20,
    when: 'agree',
    title: 'Dê nome e nota ao que sente',
    text: 'Quando uma emoção forte chegar, diga o nome dela e dê uma nota de 0 a 10. Espere dez minutos antes de responder a alguém e dê a nota de novo. Faça isso por uma semana e veja se a nota costuma baixar.',
  },
  {
    statementId: 111,
    when: 'agree',
    title: 'Ache algo em comum com alguém',
    text: 'Nesta semana, puxe conversa com um colega e procure uma coisa que vocês têm em comum, como uma música, um medo ou um gosto. Você não precisa mudar nada em você. Anote o que achou e como se sentiu.',
  },
  {
    statementId: 80,
    when: 'agree',
    title: 'Ache um sentido na tarefa chata',
    text: 'Antes de uma tarefa sem graça, escreva numa linha para que ela pode servir a você. Se der, ponha nela um toque seu, como uma cor ou um exemplo. Faça isso por uma semana e veja se começar fica mais fácil.',
  },
  {
    statementId: 116,
    when: 'disagree',
    title: 'Escreva a tristeza, depois se mexa',
    text: 'Quando algo deixar você triste, escreva sobre isso por dez minutos. Depois, faça uma coisa pequena que faz bem, como andar, beber água ou ouvir uma música. Faça isso por duas semanas e note se o resto do dia fica mais leve.',
  },

  // 5 Investigador
  {
    statementId: 66,
    when: 'agree',
    title: 'Decida com três informações',
    text: 'Em escolhas pequenas, como um lanche ou um livro, junte no máximo três informações e decida. Faça isso por uma semana. No fim, veja se alguma escolha ficou mesmo pior por causa disso.',
  },
  {
    statementId: 27,
    when: 'agree',
    title: 'Fale antes de a conversa acabar',
    text: 'Numa aula ou conversa em grupo, diga o que pensa antes de o assunto acabar, mesmo sem ter tudo pronto. Vale dizer: “ainda estou pensando, mas acho que…”. Faça isso duas vezes nesta semana e repare em como as pessoas recebem.',
  },
  {
    statementId: 126,
    when: 'agree',
    title: 'Avise quando precisar de uma pausa',
    text: 'Quando precisar de um tempo para você, avise antes de sumir: “vou ficar um pouco na minha e já volto”. Faça isso sempre nesta semana. Veja se as pessoas entendem melhor e se você volta com mais energia.',
  },
  {
    statementId: 153,
    when: 'disagree',
    title: 'Conte um detalhe seu a um colega',
    text: 'Nesta semana, conte a um colega de quem você gosta uma coisa pequena sua, como um gosto, um plano ou como foi o seu dia. Conte só o que quiser. Depois, repare se a conversa ficou mais próxima.',
  },

  // 6 Leal
  {
    statementId: 134,
    when: 'agree',
    title: 'Marque a hora da preocupação',
    text: 'Escolha dez minutos fixos por dia para pensar nas preocupações e anotar todas. Se uma aparecer fora dessa hora, diga a si: “fica para depois” e volte ao que fazia. Faça isso por duas semanas e veja se elas ocupam menos o seu dia.',
  },
  {
    statementId: 1,
    when: 'agree',
    title: 'Confira o que de fato aconteceu',
    text: 'Por duas semanas, anote cada preocupação sobre o futuro, com a data. Uma semana depois de cada uma, marque o que de fato aconteceu e como você lidou com isso. Repare quantas coisas nem chegaram a acontecer.',
  },
  {
    statementId: 130,
    when: 'agree',
    title: 'Decida antes de pedir opinião',
    text: 'Antes de pedir a opinião de alguém, escreva num papel o que você escolheria. Depois, ouça a pessoa e compare as duas respostas. Faça isso por uma semana e conte quantas vezes você já estava no caminho certo.',
  },
  {
    statementId: 19,
    when: 'disagree',
    title: 'Tenha uma pergunta para o imprevisto',
    text: 'Quando um plano mudar em cima da hora, respire fundo e pergunte: “o que ainda dá para fazer?”. Pense em duas saídas e escolha uma. Faça isso a cada mudança por duas semanas e note se a calma volta mais rápido.',
  },

  // 7 Entusiasta
  {
    statementId: 34,
    when: 'disagree',
    title: 'Guarde as ideias novas numa lista',
    text: 'Quando uma ideia nova surgir no meio de uma tarefa, anote numa lista de “depois” e volte ao que fazia. Faça isso por uma semana. No fim, conte quantas tarefas você terminou e escolha uma ideia da lista para começar.',
  },
  {
    statementId: 131,
    when: 'agree',
    title: 'Espere um dia antes de começar',
    text: 'Quando surgir um projeto novo que anima você, espere um dia e anote os três primeiros passos. Se a vontade continuar, comece pelo primeiro. Faça isso por duas semanas e veja quantos projetos passam do começo.',
  },
  {
    statementId: 117,
    when: 'agree',
    title: 'Mude o jeito, e não a tarefa',
    text: 'Quando bater o tédio numa tarefa longa, mude o jeito de fazer em vez de largar. Troque de lugar, use outra cor ou explique em voz alta. Faça isso por uma semana e veja quantas tarefas você leva até o fim.',
  },
  {
    statementId: 90,
    when: 'disagree',
    title: 'Faça uma pergunta e ouça até o fim',
    text: 'Numa roda de amigos, faça uma pergunta a alguém e escute a resposta inteira, sem cortar. Faça isso uma vez por dia, por uma semana. Depois, anote uma coisa nova que você soube de cada pessoa.',
  },

  // 8 Desafiador
  {
    statementId: 8,
    when: 'agree',
    title: 'Pergunte se a pessoa quer sinceridade',
    text: 'Antes de dar uma opinião dura, pergunte: “quer a minha opinião sincera?”. Se a pessoa disser que sim, fale do fato, e não dela. Faça isso três vezes nesta semana e repare se ela escuta melhor.',
  },
  {
    statementId: 82,
    when: 'agree',
    title: 'Pergunte o motivo antes de reagir',
    text: 'Quando alguém de confiança pedir algo que incomoda você, respire e pergunte com calma: “por que precisa ser assim?”. Ouça a resposta antes de dizer o que pensa. Faça isso por uma semana e note se as conversas terminam melhor.',
  },
  {
    statementId: 142,
    when: 'agree',
    title: 'Escolha as brigas que valem a pena',
    text: 'Quando alguém provocar você, pergunte a si: “isso vai importar daqui a uma semana?”. Se não for, saia da conversa com calma. Faça isso por duas semanas e anote quantas brigas você evitou e como se sentiu.',
  },
  {
    statementId: 114,
    when: 'agree',
    title: 'Deixe alguém escolher algo pequeno',
    text: 'Uma vez nesta semana, deixe um amigo ou alguém da família decidir algo simples, como o jogo, a música ou o caminho. Siga a escolha sem corrigir nada. Depois, anote o que sentiu e o que deu certo mesmo assim.',
  },

  // 9 Pacificador
  {
    statementId: 107,
    when: 'agree',
    title: 'Diga uma preferência por dia',
    text: 'Todo dia, por uma semana, troque um “tanto faz” por uma vontade sua, mesmo pequena, como “prefiro suco” ou “quero ir pela praça”. Depois, anote como as pessoas reagiram e como você se sentiu.',
  },
  {
    statementId: 5,
    when: 'agree',
    title: 'Discorde de algo pequeno com calma',
    text: 'Uma ou duas vezes nesta semana, quando pensar diferente sobre algo pequeno, diga: “eu vejo de outro jeito” e dê um motivo. Fale com calma e sem pressa. Depois, repare se o clima continuou bom.',
  },
  {
    statementId: 46,
    when: 'disagree',
    title: 'Fale do incômodo em até dois dias',
    text: 'Quando algo incomodar você, anote o que foi. Se for com alguém de confiança, escolha em até dois dias um momento calmo e conte, começando por “eu me senti…”. Faça isso por duas semanas e veja se o incômodo passa mais rápido.',
  },
  {
    statementId: 143,
    when: 'agree',
    title: 'Diga qual lado convence você',
    text: 'Numa conversa com dois lados, diga qual deles convence você mais e por quê, mesmo vendo razão nos dois. Faça isso duas vezes nesta semana, em temas leves. Depois, anote como foi escolher um lado.',
  },
  {
    statementId: 138,
    when: 'agree',
    title: 'Combine um prazo com alguém',
    text: 'Escolha uma tarefa que está parada e conte a um amigo o dia em que vai terminar. Quando acabar, avise essa pessoa. Faça isso com uma tarefa por semana, por duas semanas, e veja se o prazo ajuda a tarefa a andar.',
  },
];
