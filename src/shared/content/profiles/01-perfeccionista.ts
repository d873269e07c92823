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
  careers: [
    {
      name: 'Analista de Qualidade',
      whyItFits: 'Une o seu olhar para detalhes à vontade de melhorar as coisas. Você ajuda produtos e serviços a chegar às pessoas do jeito certo.',
      pathInBrazil:
        'Comece com um curso técnico em Qualidade, que dá para fazer junto com o ensino médio. O Senai (Serviço Nacional de Aprendizagem Industrial) tem esse curso em vários estados. Na indústria, a primeira vaga costuma ser a de inspetor de qualidade. Depois, vale fazer uma faculdade de Gestão da Qualidade ou de Engenharia de Produção.',
    },
    {
      name: 'Analista de Testes de Software',
      whyItFits: 'Achar falhas antes que elas cheguem ao usuário é o tipo de desafio em que o seu olhar crítico faz diferença.',
      pathInBrazil:
        'Um curso técnico em Informática ou em Desenvolvimento de Sistemas abre a porta. Institutos federais e escolas técnicas do seu estado têm cursos de graça. Depois, vale fazer a faculdade de Análise e Desenvolvimento de Sistemas. Estágios em empresas de tecnologia contam muito no currículo.',
    },
    {
      name: 'Contador(a)',
      whyItFits: 'Trabalhar com números exatos, regras e prazos combina com o seu senso de responsabilidade e de precisão.',
      pathInBrazil:
        'É preciso fazer a faculdade de Ciências Contábeis. Para entrar, use a nota do Enem (Exame Nacional do Ensino Médio). Em faculdade particular, dá para pedir bolsa pelo ProUni (Programa Universidade para Todos). No fim do curso, você faz a prova do conselho da profissão e tira o seu registro.',
    },
    {
      name: 'Auxiliar Administrativo(a)',
      entryLevel: true,
      whyItFits: 'Organizar papéis, conferir dados e deixar tudo em dia é a base de qualquer escritório. É um lugar em que o seu capricho aparece logo.',
      pathInBrazil:
        'Dá para começar cedo, como Jovem Aprendiz, dos 14 aos 24 anos, desde que você esteja estudando. Por lei, empresas médias e grandes precisam ter aprendizes. O contrato dura até dois anos e inclui um curso de formação. Com o ensino médio completo, você pode virar auxiliar com carteira assinada.',
    },
    {
      name: 'Auditor(a) Fiscal',
      whyItFits: 'Cuidar para que as regras dos impostos sejam cumpridas de forma justa combina com o seu senso de ética.',
      pathInBrazil:
        'A entrada é por concurso público, na Receita Federal ou nas secretarias da Fazenda dos estados e das cidades. Quase sempre é preciso ter curso superior. Ciências Contábeis, Direito e Economia ajudam bastante na preparação.',
    },
    {
      name: 'Revisor(a) de Textos',
      whyItFits: 'O seu olho treinado para erros e a sua paciência com detalhes deixam um bom texto ainda melhor.',
      pathInBrazil:
        'O caminho mais comum é a faculdade de Letras ou de Jornalismo. Estágios em editoras, jornais e agências ajudam a montar um portfólio. Muita gente também começa com trabalhos por conta própria. A profissão não pede registro em conselho.',
    },
    {
      name: 'Técnico(a) em Segurança do Trabalho',
      whyItFits: 'Você gosta de regras que fazem sentido. Aqui, elas protegem a vida e a saúde das pessoas no trabalho.',
      pathInBrazil:
        'Faça o curso técnico em Segurança do Trabalho. Ele existe no Senai, no Senac (Serviço Nacional de Aprendizagem Comercial) e em institutos federais. Depois, tire o registro no Ministério do Trabalho. Mais tarde, dá para fazer faculdade de Engenharia e se especializar na área.',
    },
    {
      name: 'Técnico(a) em Metrologia',
      whyItFits: 'Medir com exatidão e ajustar instrumentos é um trabalho em que cada detalhe conta. É perfeito para quem gosta de precisão.',
      pathInBrazil:
        'Há cursos técnicos em Metrologia no Senai e em alguns institutos federais. Com prática, você pode trabalhar em fábricas e em laboratórios que testam aparelhos de medida. Também há concursos em órgãos públicos que cuidam dos padrões de medida do país.',
    },
    {
      name: 'Juiz(a) de Direito',
      whyItFits: 'Decidir de forma justa, com base nas leis e nas provas, é uma das formas mais fortes do seu compromisso com a justiça.',
      pathInBrazil:
        'É preciso fazer a faculdade de Direito. Depois de se formar, você precisa de pelo menos três anos de trabalho na área. Só então pode fazer o concurso para juiz, que é muito difícil. Estágios em tribunais e na Defensoria Pública são um bom começo.',
    },
    {
      name: 'Analista de Compliance',
      whyItFits: 'Você ajuda empresas a agir com ética e dentro das regras. Assim, os problemas são evitados antes de acontecer.',
      pathInBrazil:
        'As faculdades mais comuns são Direito, Administração, Ciências Contábeis e Economia. Estágios em bancos e em grandes empresas ajudam a entrar na área. Cursos curtos sobre ética e regras nas empresas ajudam a crescer.',
    },
    {
      name: 'Farmacêutico(a)',
      whyItFits: 'Conferir doses, seguir regras e cuidar da segurança de cada remédio pede a atenção e a responsabilidade que você tem.',
      pathInBrazil:
        'A faculdade de Farmácia dura cerca de cinco anos. Depois, é preciso tirar o registro no conselho da profissão. Quem quer começar antes pode fazer um curso técnico em Farmácia. Com ele, dá para trabalhar em drogarias.',
    },
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
