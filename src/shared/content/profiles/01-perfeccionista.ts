import type { ProfileContent } from '../content.schema';

export const perfeccionista: ProfileContent = {
  id: 1,
  slug: 'perfeccionista',
  name: 'Perfeccionista',
  careerName: 'Organizador',
  icon: '📐',
  color: '#1d4ed8',
  description:
    'Você tem um olhar afiado para o que pode ficar melhor. Percebe o erro no cartaz da escola, a regra que ninguém está seguindo e o passo que alguém pulou. Por trás disso, existe um senso forte de certo e errado. Você quer deixar as coisas organizadas, justas e bem-feitas. Quando você assume uma tarefa, as pessoas sabem que ela vai sair com capricho.',
  motivation: 'Fazer as coisas do jeito certo e deixar o mundo ao seu redor um pouco mais justo, organizado e bem cuidado.',
  coreValues: ['Integridade', 'Responsabilidade', 'Qualidade no que faz', 'Justiça', 'Organização', 'Melhoria contínua'],
  scenario:
    'Sete da manhã, e sua mochila está pronta desde a noite anterior, com o material separado por matéria. No trabalho em grupo de Biologia, é você quem percebe que o slide 4 diz o contrário do slide 9. Alguns colegas acham exagero. Mas, na hora da apresentação, é o seu grupo que responde às perguntas da professora sem tropeçar. À tarde, no seu primeiro emprego como Jovem Aprendiz num escritório, você arruma a planilha de estoque que ninguém entendia. Você cria uma legenda de cores, e a supervisora gosta tanto que pede para a equipe toda usar o modelo. À noite, em casa, aparece aquela vozinha dizendo que a redação para o Enem (Exame Nacional do Ensino Médio) ainda podia estar melhor. Você revisa mais uma vez, respira fundo e decide: está boa. Para quem exige tanto de si, saber a hora de parar também é uma conquista.',
  scenarioAfterSchool:
    'Seis e meia da manhã, e a sua roupa de trabalho já está separada desde ontem. Faz dois meses que você trabalha como auxiliar numa oficina mecânica do bairro. Foi você quem criou a lista de conferência que agora fica presa na parede. Antes de cada carro sair, alguém marca item por item: freio, óleo, luzes e pneus. Hoje o dono da oficina mostra a lista a um cliente, e você sente orgulho. Depois do almoço, você percebe que anotou errado o preço de uma peça. Bate um aperto no peito, e a vontade é remoer o erro o resto do dia. Você avisa o chefe, corrige a nota e segue para a próxima tarefa. Ele diz que confia mais em quem avisa logo do erro. À noite, você faz o curso técnico de Mecânica no Senai (Serviço Nacional de Aprendizagem Industrial). Um colega do curso pede ajuda com um desenho técnico. Você mostra o caminho, mas deixa que ele faça do jeito dele. Antes de dormir, você anota três coisas que deram certo no dia. O erro da peça nem entra na lista.',
  personalityTraits: [
    'Olhar atento para detalhes',
    'Senso forte de ética e justiça',
    'Gosto por ordem e método',
    'Alto nível de exigência consigo',
    'Palavra que vale como compromisso',
    'Vontade constante de melhorar as coisas',
    'Coerência entre o que fala e o que faz',
  ],
  strengths: [
    'Entregas caprichadas e com poucos erros',
    'Disciplina para cumprir prazos',
    'Facilidade para criar padrões e rotinas',
    'Honestidade que gera confiança',
    'Talento para revisar e corrigir',
    'Responsabilidade com compromissos assumidos',
    'Visão clara do que pode ser melhorado',
  ],
  tips: [
    'Antes de estudar, decida o que é “pronto” naquele dia, como 20 questões feitas. Assim você sabe a hora de parar e não fica revisando sem fim.',
    'Use listas e horários a seu favor, mas deixe folga para imprevistos. Um plano com folga funciona melhor do que um plano perfeito.',
    'Na prova e no Enem (Exame Nacional do Ensino Médio), faça primeiro as questões que você sabe. Volte às difíceis depois. Travar numa questão só custa um tempo precioso.',
    'Na redação, escreva o primeiro rascunho sem parar para corrigir cada linha. A revisão vem depois, e é nela que o seu olhar crítico brilha.',
    'No primeiro emprego, pergunte logo o que a empresa considera um trabalho bem-feito. Cada lugar tem seu padrão, e saber isso evita refazer tarefas.',
    'Quando achar um jeito melhor de fazer algo, escreva a ideia e dê um exemplo prático. Ideias bem explicadas são mais ouvidas.',
    'Guarde numa pasta os trabalhos de que você se orgulha. Eles são ótimos para mostrar em entrevistas de estágio e de emprego.',
  ],
  weaknesses: [
    'A autocrítica pode pesar demais. Um erro pequeno às vezes parece enorme e gasta a energia que iria para o próximo passo.',
    'Você pode demorar para entregar porque quer tudo perfeito. Muitas vezes, feito e entregue no prazo vale mais do que perfeito e atrasado.',
    'Quando os outros não seguem as regras ou fazem tudo “de qualquer jeito”, a irritação pode aparecer no seu tom de voz sem você perceber.',
    'Pode ser difícil passar tarefas para outras pessoas, porque parece mais seguro fazer tudo por conta própria. Com o tempo, isso cansa você e impede os colegas de aprender.',
    'Existe o risco de ver tudo só como certo ou errado. Aí fica difícil lidar com situações em que mais de uma solução é boa.',
    'Elogios podem ser difíceis de aceitar. Você tende a pensar no que faltou em vez de comemorar o que deu certo.',
  ],
  workStyle: [
    'Você rende mais quando as metas, os prazos e o que conta como “bem-feito” estão claros desde o início.',
    'Lugares organizados, com tarefas bem definidas, ajudam você a focar no que importa.',
    'Em equipe, você costuma ser quem revisa, cria o padrão e garante que nada fique para trás.',
    'Você valoriza empresas com ética de verdade: regras justas, que valem para todos, e chefes que cumprem o que prometem.',
    'Prefere terminar uma tarefa antes de começar outra. Muitas interrupções ao mesmo tempo cansam você.',
    'Listas de conferência, manuais e instruções por escrito funcionam muito bem para você. Muitas vezes, é você quem acaba escrevendo esses materiais para a equipe.',
    'Gosta de um retorno claro, que diga o que melhorar, em vez de comentários vagos.',
  ],
  relationships: [
    'Com a chefia, combine logo no começo o nível de detalhe e o prazo real. Assim você não gasta horas em algo que era só um rascunho.',
    'Quando discordar de um colega, comece pelo que está bom no trabalho dele. Só depois aponte o que pode mudar. A mesma correção soa bem diferente assim.',
    'Nem todo mundo tem o seu ritmo ou o seu padrão, e isso não quer dizer falta de compromisso. Cada pessoa ajuda de um jeito.',
    'Com clientes, a sua seriedade passa confiança. Junte um pouco de leveza e simpatia para a conversa não ficar fria.',
    'Em vez de refazer escondido o trabalho de alguém, ofereça ajuda e mostre o caminho. Ensinar fortalece a relação e a equipe.',
    'Escolha as suas batalhas: nem todo detalhe fora do lugar merece uma conversa. Guarde a sua energia para o que muda o resultado.',
  ],
  personalGrowth: [
    'Treine a regra do “bom o suficiente”. Em tarefas simples, marque um tempo limite e entregue quando ele acabar.',
    'No fim de cada semana, anote três coisas que deram certo antes de pensar no que faltou. Isso ensina você a ver os próprios avanços.',
    'Faça de propósito uma atividade em que você é iniciante, como um esporte, uma dança ou um instrumento. É um jeito de se acostumar a errar sem drama.',
    'Quando sentir irritação, pare e pergunte: “isso está errado mesmo ou só é diferente do meu jeito?”.',
    'Reserve momentos de lazer sem nenhuma meta. Descansar também faz parte de fazer as coisas direito.',
    'Peça a alguém de confiança uma opinião sincera sobre como as suas correções chegam às pessoas. Se precisar, ajuste o tom.',
    'Passe uma tarefa por semana para outra pessoa e não a refaça. Observe o que ela fez de bom do jeito dela.',
  ],
  famousPeople: [
    {
      name: 'Ayrton Senna',
      note: 'Costuma ser lembrado como exemplo deste perfil. Ele estudava cada detalhe do carro e da pista e buscava a volta perfeita até nos treinos.',
    },
    {
      name: 'Bernardinho',
      note: 'O técnico de vôlei é muito citado como exemplo de exigência e disciplina. Ele comandou as seleções brasileiras de um jeito rigoroso e organizado.',
    },
    {
      name: 'Ruy Barbosa',
      note: 'O jurista e escritor costuma ser lembrado pelo cuidado com a língua portuguesa e pela defesa firme da lei e da justiça.',
    },
    {
      name: 'Mahatma Gandhi',
      note: 'É muito citado como exemplo de uma vida guiada por princípios. O que ele defendia combinava com a própria rotina.',
    },
    {
      name: 'Michelle Obama',
      note: 'Costuma ser ligada a este perfil pela imagem de disciplina, de preparo cuidadoso e de compromisso com o que considera certo.',
    },
  ],
};
