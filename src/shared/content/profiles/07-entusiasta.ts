import type { ProfileContent } from '../content.schema';

export const entusiasta: ProfileContent = {
  id: 7,
  slug: 'entusiasta',
  name: 'Entusiasta',
  careerName: 'Comunicativo',
  description:
    'Você é a pessoa que transforma um dia comum numa história que vale a pena contar. Tem curiosidade por quase tudo, se empolga com ideias novas e anima um grupo inteiro em poucos minutos de conversa. Onde há gente, movimento e novidade, você se sente em casa. E costuma ver um lado bom até quando o plano dá errado.',
  icon: '🎉',
  color: '#c2410c',
  motivation:
    'Viver coisas novas, aprender de tudo um pouco e dividir essa alegria com as pessoas ao seu redor. Você quer ter sempre a liberdade de escolher o próximo caminho.',
  coreValues: ['Liberdade', 'Alegria', 'Curiosidade', 'Criatividade', 'Otimismo', 'Conexão com as pessoas'],
  scenario:
    'O despertador toca e, antes mesmo de levantar, você já pensou em três planos para o fim de semana. Na escola, a professora de História pede um trabalho sobre a Semana de Arte Moderna. O grupo ainda discute quem faz o quê, e você sugere um podcast, com vinheta e uma entrevista inventada com a Tarsila do Amaral. A turma adora a ideia. À tarde, no estágio de atendimento numa agência de viagens, chega um cliente bravo com um voo cancelado. Você escuta, faz um comentário leve na hora certa e acha uma saída que ele nem tinha pensado. Ele vai embora sorrindo. À noite, a lista de tarefas pesa: o roteiro do podcast está pela metade, e você prometeu ajudar um amigo a editar um vídeo. Dá vontade de abrir mais uma aba e começar outro projeto. Você respira, põe o celular no modo foco e termina o roteiro primeiro. A ideia brilhante vira algo pronto, e essa alegria é diferente de todas as outras.',
  scenarioAfterSchool:
    'Você chega ao call center às oito, com o fone no pescoço e um café na mão. É o seu primeiro emprego com carteira assinada, no atendimento de uma empresa de internet. Cada ligação traz uma pessoa diferente, e você adora isso. Uma senhora liga sem saber reiniciar o modem. Você transforma a explicação numa caça ao botão, e ela ri quando a luz verde acende. No fim, ela pede o seu nome para elogiar. Na pausa, os colegas falam de uma festa e de um show, e você quer ir a tudo. À noite, você faz um curso de organização de eventos no Senac (Serviço Nacional de Aprendizagem Comercial). O grupo vai montar uma festa junina, e você já tem dez ideias. Só que você prometeu editar o vídeo de aniversário da sua prima até amanhã. Bate a vontade de pegar mais uma tarefa no curso. Você olha a sua lista e fica só com a divulgação. Em casa, termina o vídeo antes de abrir qualquer aba nova. A sua prima manda um áudio emocionado, e você descobre que terminar também tem gosto de festa.',
  personalityTraits: [
    'Curiosidade sem fim',
    'Energia contagiante',
    'Otimismo diante dos problemas',
    'Facilidade para puxar conversa',
    'Mente rápida e cheia de ideias',
    'Gosto por variedade e novidade',
    'Bom humor espontâneo',
  ],
  strengths: [
    'Criatividade para soluções inesperadas',
    'Comunicação leve e envolvente',
    'Capacidade de motivar o grupo',
    'Adaptação rápida a mudanças',
    'Rede de contatos ampla',
    'Aprendizado ágil de assuntos novos',
    'Disposição para recomeçar',
  ],
  tips: [
    'Divida o estudo em blocos curtos, de 25 a 40 minutos, trocando de matéria. A variedade mantém a sua mente interessada sem virar bagunça.',
    'Transforme a matéria difícil em algo que você possa explicar. Grave um áudio, faça um mapa colorido ou dê uma “aula” para um amigo. Falar sobre o assunto ajuda a fixar.',
    'Antes de começar um projeto novo, termine o anterior ou decida de propósito parar com ele. Uma lista à vista das “coisas em andamento” ajuda a não acumular começos.',
    'Para o Enem (Exame Nacional do Ensino Médio), faça simulados completos com cronômetro. Eles treinam a concentração por várias horas seguidas, que é o músculo que você mais precisa exercitar.',
    'No primeiro emprego, anote prazos e combinados na mesma hora. A sua cabeça vive cheia de ideias, e um bloco de notas evita esquecimentos que pegam mal.',
    'Em entrevistas, use a sua facilidade de conversa, mas leve exemplos reais do que você já fez. Vale um evento da escola, um projeto voluntário ou um perfil que você cuida nas redes.',
    'Estágios e vagas de Jovem Aprendiz com muito contato com o público são ótimos para você. Neles, dá para testar na prática o que combina com você antes de escolher um caminho.',
  ],
  weaknesses: [
    'Você pode começar muitas coisas ao mesmo tempo e ter dificuldade de terminar. A empolgação do início nem sempre dura até a parte repetitiva do trabalho.',
    'Diante de um problema chato ou de uma conversa difícil, a vontade é mudar de assunto ou buscar uma distração. Aí o problema pode crescer.',
    'Rotinas muito repetitivas trazem inquietação e tédio rápido. Às vezes, os outros acham que é falta de atenção.',
    'Prometer mais do que cabe na agenda é um risco. Você diz “sim” para tudo que parece legal e depois fica sem tempo para cumprir.',
    'O otimismo, que é uma das suas forças, pode fazer você achar que os prazos e os riscos são menores do que são. Afinal, “no final dá certo”.',
    'Críticas podem incomodar, e às vezes você responde com uma piada em vez de parar para ouvir o que elas têm de útil.',
  ],
  workStyle: [
    'Você rende mais em lugares cheios de movimento, com projetos variados e contato frequente com pessoas.',
    'Reuniões para soltar ideias são onde você mais brilha dentro de uma equipe.',
    'Vai bem quando tem liberdade para escolher como fazer, desde que o objetivo e o prazo estejam bem claros.',
    'Costuma ser quem cuida do clima da equipe: puxa as comemorações, quebra o gelo e anima todo mundo nos dias pesados.',
    'Trabalha muito bem em dupla com alguém mais detalhista, que ajude a transformar as suas ideias em planos com etapas.',
    'Prefere empresas que valorizam novidade, aprendizado e mudança, em vez de lugares muito rígidos e cheios de hierarquia.',
    'Gosta de metas curtas e visíveis. Ver pequenas vitórias ao longo da semana mantém a sua motivação lá em cima.',
  ],
  relationships: [
    'Com a chefia, combine conversas rápidas e frequentes sobre o andamento das tarefas. Isso ajuda você a manter o foco e mostra que as suas ideias viram entregas.',
    'Ao levar uma ideia nova ao chefe, leve junto um primeiro passo prático e quanto tempo vai levar. Ideias que chegam com plano são aprovadas com mais facilidade.',
    'O seu bom humor aproxima as pessoas, mas observe o momento. Com um colega chateado ou um cliente com um problema sério, escute primeiro e deixe a leveza para depois.',
    'Com clientes, a sua simpatia é um trunfo. Depois da conversa animada, confirme por escrito o que foi combinado, para evitar mal-entendidos.',
    'Valorize os colegas mais quietos ou metódicos. Eles enxergam riscos que você pode deixar passar, e essa parceria costuma dar muito certo.',
    'Cumpra os combinados pequenos, como responder a uma mensagem ou entregar a sua parte no horário. É isso que transforma simpatia em confiança.',
    'Quando precisar recusar uma tarefa extra, diga com clareza e gentileza. Um “agora não consigo” honesto vale mais do que um “sim” que você não vai cumprir.',
  ],
  personalGrowth: [
    'Escolha um projeto pessoal, como um curso, um livro ou um canal, e leve até o fim antes de começar o próximo.',
    'Reserve alguns minutos por dia sem celular e sem música, só observando. Parece simples, mas treina a sua capacidade de lidar com o tédio.',
    'Quando sentir vontade de fugir de uma tarefa difícil, pergunte a si: “o que eu estou evitando sentir agora?”. Dar nome ao incômodo ajuda a enfrentá-lo.',
    'Use uma agenda da semana e deixe espaços vazios de propósito. Assim, as novidades cabem na sua vida sem atropelar os compromissos.',
    'Vá mais fundo num assunto de que você já gosta, além do básico. Dominar algo de verdade traz uma alegria diferente da novidade.',
    'Depois de algo marcante, bom ou ruim, escreva algumas linhas sobre o que aconteceu. Pensar no que você viveu transforma a experiência em aprendizado.',
    'Peça a opinião de um professor ou chefe de confiança. Ouça até o fim antes de comentar, mesmo que bata a vontade de fazer graça.',
  ],
  famousPeople: [
    {
      name: 'Ivete Sangalo',
      note: 'Costuma ser lembrada como exemplo deste perfil pela energia nos palcos e pelo bom humor com que transforma qualquer show em festa.',
    },
    {
      name: 'Tatá Werneck',
      note: 'É muito ligada a este perfil pela imagem de improviso, humor rápido e criatividade para inventar brincadeiras novas a cada programa.',
    },
    {
      name: 'Regina Casé',
      note: 'Costuma ser citada como exemplo de curiosidade pelas pessoas. Nos seus programas de televisão, ela rodou o Brasil conversando com gente de todo tipo.',
    },
    {
      name: 'Jim Carrey',
      note: 'É muito citado como exemplo deste perfil pela energia e pelo humor com o corpo todo. Ele também gosta de experimentar artes diferentes, da comédia à pintura.',
    },
    {
      name: 'Richard Branson',
      note: 'O empresário britânico costuma ser ligado a este perfil pelo gosto por aventuras. Ele se lançou em negócios muito diferentes, da música às viagens ao espaço.',
    },
  ],
};
