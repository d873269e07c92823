import type { ProfileItemLinks } from '../item-links.schema';

// Portrait links for profile 1 (Perfeccionista): each item of the seven portrait lists in profiles/01-perfeccionista.ts,
// keyed by its exact text, names the profile's own statements (question set 2026-11-v3) whose answers show it, and its part of life.
export const PERFECCIONISTA_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Olhar atento para detalhes': { statements: [7, 152], context: 'any' },
    'Senso forte de ética e justiça': { statements: [127, 105], context: 'any' },
    'Gosto por ordem e método': { statements: [132, 87], context: 'any' },
    'Alto nível de exigência consigo': { statements: [60, 67], context: 'any' },
    'Palavra que vale como compromisso': { statements: [152, 105], context: 'any' },
    'Vontade constante de melhorar as coisas': { statements: [81, 13], context: 'any' },
    'Coerência entre o que fala e o que faz': { statements: [127, 152], context: 'any' },
  },
  strengths: {
    'Entregas caprichadas e com poucos erros': { statements: [81, 152], context: 'any' },
    'Disciplina para cumprir prazos': { statements: [105, 87], context: 'any' },
    'Facilidade para criar padrões e rotinas': { statements: [87, 132], context: 'any' },
    'Honestidade que gera confiança': { statements: [127, 105], context: 'any' },
    'Talento para revisar e corrigir': { statements: [152, 7], context: 'any' },
    'Responsabilidade com compromissos assumidos': { statements: [81, 13], context: 'any' },
    'Visão clara do que pode ser melhorado': { statements: [7, 13], context: 'any' },
  },
  weaknesses: {
    'A autocrítica pode pesar demais. Um erro pequeno às vezes parece enorme e gasta a energia que iria para o próximo passo.': {
      statements: [60, 67],
      context: 'any',
    },
    'Você pode demorar para entregar porque quer tudo perfeito. Muitas vezes, feito e entregue no prazo vale mais do que perfeito e atrasado.': {
      statements: [13, 81],
      context: 'any',
    },
    'Quando os outros não seguem as regras ou fazem tudo “de qualquer jeito”, a irritação pode aparecer no seu tom de voz sem você perceber.': {
      statements: [105, 127],
      context: 'any',
    },
    'Pode ser difícil passar tarefas para outras pessoas, porque parece mais seguro fazer tudo por conta própria. Com o tempo, isso cansa você e impede os colegas de aprender.':
      { statements: [152, 81], context: 'any' },
    'Existe o risco de ver tudo só como certo ou errado. Aí fica difícil lidar com situações em que mais de uma solução é boa.': {
      statements: [87, 105],
      context: 'any',
    },
    'Elogios podem ser difíceis de aceitar. Você tende a pensar no que faltou em vez de comemorar o que deu certo.': { statements: [13, 60], context: 'any' },
  },
  workStyle: {
    'Você rende mais quando as metas, os prazos e o que conta como “bem-feito” estão claros desde o início.': { statements: [81, 13], context: 'any' },
    'Lugares organizados, com tarefas bem definidas, ajudam você a focar no que importa.': { statements: [132, 112], context: 'any' },
    'Em equipe, você costuma ser quem revisa, cria o padrão e garante que nada fique para trás.': { statements: [152, 7], context: 'any' },
    'Você valoriza empresas com ética de verdade: regras justas, que valem para todos, e chefes que cumprem o que prometem.': {
      statements: [105, 127],
      context: 'work',
    },
    'Prefere terminar uma tarefa antes de começar outra. Muitas interrupções ao mesmo tempo cansam você.': { statements: [87, 112], context: 'any' },
    'Listas de conferência, manuais e instruções por escrito funcionam muito bem para você. Muitas vezes, é você quem acaba escrevendo esses materiais para a equipe.':
      { statements: [87, 152], context: 'any' },
    'Gosta de um retorno claro, que diga o que melhorar, em vez de comentários vagos.': { statements: [81, 60], context: 'any' },
  },
  relationships: {
    'Com a chefia, combine logo no começo o nível de detalhe e o prazo real. Assim você não gasta horas em algo que era só um rascunho.': {
      statements: [13, 81],
      context: 'work',
    },
    'Quando discordar de um colega, comece pelo que está bom no trabalho dele. Só depois aponte o que pode mudar. A mesma correção soa bem diferente assim.': {
      statements: [7, 105],
      context: 'any',
    },
    'Nem todo mundo tem o seu ritmo ou o seu padrão, e isso não quer dizer falta de compromisso. Cada pessoa ajuda de um jeito.': {
      statements: [81, 152],
      context: 'any',
    },
    'Com clientes, a sua seriedade passa confiança. Junte um pouco de leveza e simpatia para a conversa não ficar fria.': {
      statements: [105, 127],
      context: 'work',
    },
    'Em vez de refazer escondido o trabalho de alguém, ofereça ajuda e mostre o caminho. Ensinar fortalece a relação e a equipe.': {
      statements: [13, 152],
      context: 'any',
    },
    'Escolha as suas batalhas: nem todo detalhe fora do lugar merece uma conversa. Guarde a sua energia para o que muda o resultado.': {
      statements: [7, 112],
      context: 'any',
    },
  },
  personalGrowth: {
    'Treine a regra do “bom o suficiente”. Em tarefas simples, marque um tempo limite e entregue quando ele acabar.': { statements: [13, 81], context: 'any' },
    'No fim de cada semana, anote três coisas que deram certo antes de pensar no que faltou. Isso ensina você a ver os próprios avanços.': {
      statements: [60, 67],
      context: 'any',
    },
    'Faça de propósito uma atividade em que você é iniciante, como um esporte, uma dança ou um instrumento. É um jeito de se acostumar a errar sem drama.': {
      statements: [67, 87],
      context: 'any',
    },
    'Quando sentir irritação, pare e pergunte: “isso está errado mesmo ou só é diferente do meu jeito?”.': { statements: [105, 127], context: 'any' },
    'Reserve momentos de lazer sem nenhuma meta. Descansar também faz parte de fazer as coisas direito.': { statements: [81, 60], context: 'any' },
    'Peça a alguém de confiança uma opinião sincera sobre como as suas correções chegam às pessoas. Se precisar, ajuste o tom.': {
      statements: [7, 105],
      context: 'any',
    },
    'Passe uma tarefa por semana para outra pessoa e não a refaça. Observe o que ela fez de bom do jeito dela.': { statements: [152, 13], context: 'any' },
  },
  tips: {
    'Antes de estudar, decida o que é “pronto” naquele dia, como 20 questões feitas. Assim você sabe a hora de parar e não fica revisando sem fim.': {
      statements: [13, 152],
      context: 'school',
    },
    'Use listas e horários a seu favor, mas deixe folga para imprevistos. Um plano com folga funciona melhor do que um plano perfeito.': {
      statements: [87, 132],
      context: 'any',
    },
    'Na prova e no Enem (Exame Nacional do Ensino Médio), faça primeiro as questões que você sabe. Volte às difíceis depois. Travar numa questão só custa um tempo precioso.':
      { statements: [87, 60], context: 'school' },
    'Na redação, escreva o primeiro rascunho sem parar para corrigir cada linha. A revisão vem depois, e é nela que o seu olhar crítico brilha.': {
      statements: [7, 152],
      context: 'school',
    },
    'No primeiro emprego, pergunte logo o que a empresa considera um trabalho bem-feito. Cada lugar tem seu padrão, e saber isso evita refazer tarefas.': {
      statements: [13, 81],
      context: 'work',
    },
    'Quando achar um jeito melhor de fazer algo, escreva a ideia e dê um exemplo prático. Ideias bem explicadas são mais ouvidas.': {
      statements: [7],
      context: 'any',
    },
    'Guarde numa pasta os trabalhos de que você se orgulha. Eles são ótimos para mostrar em entrevistas de estágio e de emprego.': {
      statements: [81, 132],
      context: 'work',
    },
  },
};
