import { CLASS_MIN_FINISHED, CLASS_MIN_CELL, SHOW_RESULT_TO_TEACHER_LABEL } from '../../domain/class-privacy';
import { ENNEAGRAM_EVIDENCE_LINE, SELF_KNOWLEDGE_FRAME } from '../honest-frame';
import type { LessonKit } from './lesson-kit.schema';

/**
 * The "Projeto de Vida" lesson kit (issue 30 item 5, decision 0198): three
 * 50-minute lessons for high school, for teachers and students of 14 to 17.
 * Plain Brazilian Portuguese; every text reads at Flesch-PT 50 or more and each
 * plan's steps add up to 50 minutes (lesson-kit.validation.ts checks both).
 * Change a text, change the version: the PDF is cached by it.
 */
export const LESSON_KIT_VERSION = '2026-11-v1';

/** Every lesson plan is one 50-minute class: its steps add up to this (lesson-kit.validation.ts). */
export const LESSON_MINUTES = 50;

/** The printable PDF (GET, public; the registry's lessonKitPdfRoute). */
export const LESSON_KIT_PDF_PATH = '/api/lesson-kit/pdf';

const SWITCH = `“${SHOW_RESULT_TO_TEACHER_LABEL}”`;
/**
 * The careers' "now" heading as the result shows it (CAREER_LABELS.now, which the kit's test compares): written out,
 * because career-view.ts brings zod, which the kit's public page never loads.
 */
const NOW = '“O que dá para fazer agora”';

export const LESSON_KIT: LessonKit = {
  version: LESSON_KIT_VERSION,
  title: 'Kit Projeto de Vida',
  intro: [
    `São três aulas de ${LESSON_MINUTES} minutos para o ensino médio. Elas usam o teste do Rumo para a turma pensar sobre quem é, o que gosta de fazer e quais passos pode dar agora.`,
    'Cada aula tem objetivos, um roteiro com o tempo de cada parte, perguntas para a conversa e uma folha de atividade para o aluno. Você pode usar as três em sequência ou só a que fizer sentido para a sua turma.',
  ],
  honesty: [
    SELF_KNOWLEDGE_FRAME,
    ENNEAGRAM_EVIDENCE_LINE,
    'O resultado é um ponto de partida para conversar. Ele não diz o que o aluno vai ser, e nenhum resultado é melhor que outro.',
  ],
  privacy: [
    `Você vê só os números da turma toda, e só quando pelo menos ${CLASS_MIN_FINISHED} alunos terminaram o teste. Um perfil que menos de ${CLASS_MIN_CELL} alunos têm aparece como “menos de ${CLASS_MIN_CELL}”, para ninguém ser apontado.`,
    `O resultado de um aluno só aparece para você se ele mesmo ligar a opção ${SWITCH}. Ela começa desligada, e o aluno pode desligar quando quiser.`,
    'Nas aulas, ninguém precisa contar o próprio resultado. Quem quiser falar, fala. Quem não quiser, participa do mesmo jeito.',
  ],
  plans: [
    {
      id: 'antes-do-teste',
      title: 'Aula 1: Antes do teste',
      summary: 'O que um perfil é, o que ele não é, e por que no teste não existe resposta certa.',
      bncc: [
        { competence: 6, how: 'A turma começa a pensar no próprio projeto de vida a partir do que gosta e do que faz bem.' },
        { competence: 8, how: 'Cada um olha para o próprio jeito de ser, sem julgar e sem comparar com os colegas.' },
      ],
      objectives: [
        'Entender que um perfil descreve um jeito de agir, e não uma nota, um diagnóstico ou um destino.',
        'Saber que no teste não há resposta certa nem errada, e que responder com sinceridade é o que importa.',
        'Saber quem vê o quê: o resultado é do aluno, e ele decide se mostra.',
      ],
      materials: [
        'Quadro e giz ou caneta.',
        'A folha de atividade, uma por aluno.',
        'Celulares ou computadores com internet, se a turma for fazer o teste na escola.',
      ],
      steps: [
        {
          title: 'Abertura',
          minutes: 5,
          description: 'Pergunte: “Quem aqui já fez um teste de personalidade na internet? O que ele dizia?” Anote duas ou três respostas no quadro.',
        },
        {
          title: 'O que é um perfil',
          minutes: 10,
          description:
            'Explique que um perfil é um retrato do jeito que a pessoa costuma agir hoje. Ele não mede inteligência e não é uma nota. Ele também pode mudar com o tempo. Leia em voz alta o que o Rumo é e o que ele não é.',
        },
        {
          title: 'Não existe resposta certa',
          minutes: 10,
          description:
            'Mostre duas frases do tipo do teste, como “Gosto de organizar as coisas antes de começar”. Peça que cada um pense no quanto concorda, sem falar. Depois mostre que as duas pontas são boas: cada jeito tem forças e cuidados.',
        },
        {
          title: 'Quem vê o quê',
          minutes: 5,
          description: `Conte que o resultado é de cada aluno. O professor só vê números da turma toda. Ele só vê o resultado de quem ligar a opção ${SWITCH}.`,
        },
        {
          title: 'Folha de atividade',
          minutes: 15,
          description: 'Cada aluno responde à folha sozinho. Quem quiser pode ler uma resposta em voz alta no fim, mas ninguém é obrigado.',
        },
        {
          title: 'Fechamento',
          minutes: 5,
          description: 'Combine quando a turma vai fazer o teste. Lembre que leva cerca de 15 minutos e que dá para parar e continuar depois.',
        },
      ],
      discussion: {
        intro: 'Use as perguntas que couberem no tempo. Não há resposta certa aqui também.',
        questions: [
          'Um teste pode dizer o que você vai ser? Por quê?',
          'O que muda quando a gente responde pensando no que os outros querem ouvir?',
          'Você age do mesmo jeito em casa, na escola e com os amigos?',
          'Um jeito de ser pode ser bom numa situação e difícil em outra? Dê um exemplo.',
        ],
      },
      activitySheet: {
        title: 'Folha 1: Como eu sou hoje',
        instructions: 'Responda só para você. Não existe resposta certa. Se quiser, guarde a folha para comparar depois do teste.',
        prompts: [
          { text: 'Três coisas que eu gosto de fazer, na escola ou fora dela:', lines: 3 },
          { text: 'Uma coisa que eu faço bem e que as pessoas já notaram:', lines: 2 },
          { text: 'Uma situação em que eu fico à vontade, e uma em que fico sem jeito:', lines: 3 },
          { text: 'O que eu espero descobrir com o teste:', lines: 2 },
        ],
      },
    },
    {
      id: 'lendo-o-resultado',
      title: 'Aula 2: Lendo o resultado',
      summary: 'Como ler o próprio resultado: o perfil misto é normal, e o percentual não é nota.',
      bncc: [
        { competence: 8, how: 'Cada aluno lê o próprio resultado e decide o que faz sentido para ele.' },
        { competence: 6, how: 'A turma liga o que descobriu sobre si às escolhas de estudo e de trabalho.' },
        { competence: 9, how: 'A turma aprende a respeitar jeitos diferentes de ser, sem rótulos.' },
      ],
      objectives: [
        'Entender que um perfil misto é comum e normal: a pessoa tem dois ou três jeitos fortes ao mesmo tempo.',
        'Entender que o percentual mostra o quanto a pessoa combina com cada perfil, e não é nota nem acerto.',
        'Usar o resultado como ponto de partida para conversar, e não como rótulo.',
      ],
      materials: ['O resultado de cada aluno no celular ou no computador, se ele quiser abrir.', 'A folha de atividade, uma por aluno.'],
      steps: [
        {
          title: 'Abertura',
          minutes: 5,
          description: 'Lembre que o resultado é de cada um. Ninguém precisa mostrar a tela nem dizer o próprio perfil.',
        },
        {
          title: 'O percentual não é nota',
          minutes: 10,
          description:
            'Explique no quadro: 70% num perfil não quer dizer que a pessoa acertou 70%. Quer dizer que ela combina bastante com aquele jeito. Ter um número baixo num perfil não é ruim: só mostra um jeito que ela usa menos.',
        },
        {
          title: 'O perfil misto é normal',
          minutes: 10,
          description:
            'Quando dois ou três perfis ficam muito perto, o Rumo mostra um perfil misto. Isso é comum. Quer dizer que a pessoa tem mais de um lado forte, e o teste não força uma escolha.',
        },
        {
          title: 'Leitura individual',
          minutes: 15,
          description: 'Cada aluno lê o próprio resultado e preenche a folha. Circule pela sala para tirar dúvidas, sem pedir para ver a tela de ninguém.',
        },
        {
          title: 'Conversa em roda',
          minutes: 8,
          description: 'Use as perguntas do guia. Fale sobre os perfis em geral, e não sobre o resultado de um aluno.',
        },
        {
          title: 'Fechamento',
          minutes: 2,
          description: 'Lembre que o resultado pode mudar com o tempo, e que ele é um ponto de partida, não um destino.',
        },
      ],
      discussion: {
        intro: 'Fale dos perfis em geral. Se um aluno quiser contar o próprio resultado, ele pode, mas ninguém deve ser chamado para isso.',
        questions: [
          'Por que um percentual alto não é o mesmo que uma nota alta?',
          'O que quer dizer ter dois ou três lados fortes ao mesmo tempo?',
          'Teve alguma coisa no resultado que surpreendeu você? E alguma coisa que você já sabia?',
          'Como um rótulo pode atrapalhar alguém? Como evitar isso aqui na turma?',
        ],
      },
      activitySheet: {
        title: 'Folha 2: O que o meu resultado diz',
        instructions: 'Use o seu resultado do Rumo. Escreva só o que quiser. Esta folha é sua e ninguém precisa ler.',
        prompts: [
          { text: 'Os perfis que apareceram mais fortes para mim:', lines: 2 },
          { text: 'Uma frase do resultado que combina comigo, e por quê:', lines: 3 },
          { text: 'Uma frase que não combina comigo, e por quê:', lines: 3 },
          { text: 'Um lado forte meu que eu quero usar mais:', lines: 2 },
        ],
      },
    },
    {
      id: 'proximos-passos',
      title: 'Aula 3: Próximos passos do Projeto de Vida',
      summary: `Das carreiras ao primeiro passo: usar a parte ${NOW} e começar o primeiro currículo.`,
      bncc: [
        { competence: 6, how: 'A turma conhece caminhos de estudo e de trabalho e escolhe um passo que dá para dar já.' },
        { competence: 10, how: 'Cada aluno assume um compromisso pequeno com o próprio plano, com prazo.' },
      ],
      objectives: [
        'Ver as carreiras que o Rumo mostra como ideias para pesquisar, e não como a única opção.',
        `Usar a parte ${NOW} para achar um passo que cabe na idade e na etapa da escola de cada um.`,
        'Começar a fazer o primeiro currículo, mesmo quem nunca teve um emprego.',
      ],
      materials: [
        'O resultado de cada aluno no celular ou no computador, se ele quiser abrir.',
        'A folha de atividade, uma por aluno.',
        'Para a parte do currículo, a folha basta: ninguém precisa de conta paga.',
      ],
      steps: [
        {
          title: 'Abertura',
          minutes: 5,
          description: 'Pergunte: “O que você gostaria de estar fazendo daqui a um ano?” Cada um pensa em silêncio por um minuto.',
        },
        {
          title: 'Carreiras como ideias',
          minutes: 10,
          description: `Mostre que cada carreira no Rumo tem a parte ${NOW} e um caminho em três passos. Os passos levam em conta a idade e a etapa da escola que o aluno contou no perfil.`,
        },
        {
          title: 'Um passo para agora',
          minutes: 10,
          description:
            'Cada aluno escolhe uma carreira que chamou atenção e um passo que dá para dar este mês. Pode ser um curso grátis, uma conversa com alguém da área ou um trabalho voluntário.',
        },
        {
          title: 'O primeiro currículo',
          minutes: 15,
          description:
            'Explique que quem nunca trabalhou também tem o que contar: cursos, trabalhos da escola, ajuda em casa, esporte e voluntariado. Cada aluno começa o seu rascunho na folha.',
        },
        {
          title: 'Conversa em roda',
          minutes: 7,
          description: 'Use as perguntas do guia. Quem quiser conta o passo que escolheu.',
        },
        {
          title: 'Fechamento',
          minutes: 3,
          description: 'Cada aluno anota uma data para dar o passo que escolheu. Combine de voltar ao assunto em um mês.',
        },
      ],
      discussion: {
        intro: 'O foco é o próximo passo, e não a escolha da vida toda.',
        questions: [
          'Por que é bom ter mais de uma carreira em mente?',
          'Que passo pequeno dá para dar ainda este mês?',
          'Quem na sua família ou no seu bairro trabalha com algo que interessa você?',
          'O que você já fez que pode entrar no seu primeiro currículo?',
        ],
      },
      activitySheet: {
        title: 'Folha 3: Meu próximo passo e meu primeiro currículo',
        instructions: 'Escreva do seu jeito. É um rascunho: você pode mudar tudo depois.',
        prompts: [
          { text: 'Uma ou duas carreiras que eu quero conhecer melhor:', lines: 2 },
          { text: 'Um passo que eu posso dar este mês, e a data:', lines: 2 },
          { text: 'Cursos, trabalhos da escola ou projetos que eu já fiz:', lines: 3 },
          { text: 'Coisas que eu sei fazer, como usar o computador, falar em público ou cuidar de alguém:', lines: 3 },
          { text: 'Uma frase sobre mim para abrir o currículo:', lines: 2 },
        ],
      },
    },
  ],
};

/** The kit's headings and labels, the same on the page and in the PDF. */
export const LESSON_KIT_LABELS = {
  kicker: 'Rumo para escolas',
  honesty: 'O que o Rumo é e o que não é',
  privacy: 'O que o(a) professor(a) vê',
  plans: 'As três aulas',
  minutes: (minutes: number) => `${minutes} min`,
  lesson: (minutes: number) => `Aula de ${minutes} minutos`,
  bncc: 'Alinhamento com a BNCC',
  objectives: 'Objetivos',
  materials: 'Materiais',
  steps: 'Roteiro',
  discussion: 'Guia de conversa',
  activitySheet: 'Folha de atividade',
  student: 'Nome',
  date: 'Data',
  download: 'Baixar PDF para imprimir',
  pdfFileName: 'kit-projeto-de-vida-rumo.pdf',
} as const;
