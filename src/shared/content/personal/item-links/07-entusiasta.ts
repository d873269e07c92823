/**
 * Portrait item links for profile 7 (Entusiasta): for each item of the seven lists in profiles/07-entusiasta.ts,
 * the profile's own statements (question set 2026-11-v3) whose answers show it, and the part of life it speaks of.
 */
import type { ProfileItemLinks } from '../item-links.schema';

export const ENTUSIASTA_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Curiosidade sem fim': { statements: [131, 3], context: 'any' },
    'Energia contagiante': { statements: [48, 65], context: 'any' },
    'Otimismo diante dos problemas': { statements: [147], context: 'any' },
    'Facilidade para puxar conversa': { statements: [23, 90], context: 'any' },
    'Mente rápida e cheia de ideias': { statements: [3, 131], context: 'any' },
    'Gosto por variedade e novidade': { statements: [139, 117], context: 'any' },
    'Bom humor espontâneo': { statements: [48, 93], context: 'any' },
  },
  strengths: {
    'Criatividade para soluções inesperadas': { statements: [3, 147], context: 'any' },
    'Comunicação leve e envolvente': { statements: [90, 23], context: 'any' },
    'Capacidade de motivar o grupo': { statements: [48], context: 'any' },
    'Adaptação rápida a mudanças': { statements: [93, 139], context: 'any' },
    'Rede de contatos ampla': { statements: [23], context: 'any' },
    'Aprendizado ágil de assuntos novos': { statements: [131], context: 'any' },
    'Disposição para recomeçar': { statements: [147, 131], context: 'any' },
  },
  weaknesses: {
    'Você pode começar muitas coisas ao mesmo tempo e ter dificuldade de terminar. A empolgação do início nem sempre dura até a parte repetitiva do trabalho.':
      { statements: [34, 131], context: 'any' },
    'Diante de um problema chato ou de uma conversa difícil, a vontade é mudar de assunto ou buscar uma distração. Aí o problema pode crescer.': {
      statements: [147],
      context: 'any',
    },
    'Rotinas muito repetitivas trazem inquietação e tédio rápido. Às vezes, os outros acham que é falta de atenção.': {
      statements: [117, 139],
      context: 'any',
    },
    'Prometer mais do que cabe na agenda é um risco. Você diz “sim” para tudo que parece legal e depois fica sem tempo para cumprir.': {
      statements: [3, 34],
      context: 'any',
    },
    'O otimismo, que é uma das suas forças, pode fazer você achar que os prazos e os riscos são menores do que são. Afinal, “no final dá certo”.': {
      statements: [147, 93],
      context: 'any',
    },
    'Críticas podem incomodar, e às vezes você responde com uma piada em vez de parar para ouvir o que elas têm de útil.': {
      statements: [48, 90],
      context: 'any',
    },
  },
  workStyle: {
    'Você rende mais em lugares cheios de movimento, com projetos variados e contato frequente com pessoas.': { statements: [65, 117], context: 'any' },
    'Reuniões para soltar ideias são onde você mais brilha dentro de uma equipe.': { statements: [3, 90], context: 'any' },
    'Vai bem quando tem liberdade para escolher como fazer, desde que o objetivo e o prazo estejam bem claros.': { statements: [93], context: 'any' },
    'Costuma ser quem cuida do clima da equipe: puxa as comemorações, quebra o gelo e anima todo mundo nos dias pesados.': {
      statements: [48, 23],
      context: 'any',
    },
    'Trabalha muito bem em dupla com alguém mais detalhista, que ajude a transformar as suas ideias em planos com etapas.': {
      statements: [3, 34],
      context: 'any',
    },
    'Prefere empresas que valorizam novidade, aprendizado e mudança, em vez de lugares muito rígidos e cheios de hierarquia.': {
      statements: [139, 131],
      context: 'work',
    },
    'Gosta de metas curtas e visíveis. Ver pequenas vitórias ao longo da semana mantém a sua motivação lá em cima.': { statements: [117, 34], context: 'any' },
  },
  relationships: {
    'Com a chefia, combine conversas rápidas e frequentes sobre o andamento das tarefas. Isso ajuda você a manter o foco e mostra que as suas ideias viram entregas.':
      { statements: [34, 131], context: 'work' },
    'Ao levar uma ideia nova ao chefe, leve junto um primeiro passo prático e quanto tempo vai levar. Ideias que chegam com plano são aprovadas com mais facilidade.':
      { statements: [3, 131], context: 'work' },
    'O seu bom humor aproxima as pessoas, mas observe o momento. Com um colega chateado ou um cliente com um problema sério, escute primeiro e deixe a leveza para depois.':
      { statements: [48, 90], context: 'work' },
    'Com clientes, a sua simpatia é um trunfo. Depois da conversa animada, confirme por escrito o que foi combinado, para evitar mal-entendidos.': {
      statements: [23, 93],
      context: 'work',
    },
    'Valorize os colegas mais quietos ou metódicos. Eles enxergam riscos que você pode deixar passar, e essa parceria costuma dar muito certo.': {
      statements: [147, 90],
      context: 'any',
    },
    'Cumpra os combinados pequenos, como responder a uma mensagem ou entregar a sua parte no horário. É isso que transforma simpatia em confiança.': {
      statements: [93, 34],
      context: 'any',
    },
    'Quando precisar recusar uma tarefa extra, diga com clareza e gentileza. Um “agora não consigo” honesto vale mais do que um “sim” que você não vai cumprir.':
      { statements: [131, 3], context: 'any' },
  },
  personalGrowth: {
    'Escolha um projeto pessoal, como um curso, um livro ou um canal, e leve até o fim antes de começar o próximo.': { statements: [34, 131], context: 'any' },
    'Reserve alguns minutos por dia sem celular e sem música, só observando. Parece simples, mas treina a sua capacidade de lidar com o tédio.': {
      statements: [117, 65],
      context: 'any',
    },
    'Quando sentir vontade de fugir de uma tarefa difícil, pergunte a si: “o que eu estou evitando sentir agora?”. Dar nome ao incômodo ajuda a enfrentá-lo.': {
      statements: [147],
      context: 'any',
    },
    'Use uma agenda da semana e deixe espaços vazios de propósito. Assim, as novidades cabem na sua vida sem atropelar os compromissos.': {
      statements: [3, 93],
      context: 'any',
    },
    'Vá mais fundo num assunto de que você já gosta, além do básico. Dominar algo de verdade traz uma alegria diferente da novidade.': {
      statements: [139, 117],
      context: 'any',
    },
    'Depois de algo marcante, bom ou ruim, escreva algumas linhas sobre o que aconteceu. Pensar no que você viveu transforma a experiência em aprendizado.': {
      statements: [65, 147],
      context: 'any',
    },
    'Peça a opinião de um professor ou chefe de confiança. Ouça até o fim antes de comentar, mesmo que bata a vontade de fazer graça.': {
      statements: [90, 48],
      context: 'any',
    },
  },
  tips: {
    'Divida o estudo em blocos curtos, de 25 a 40 minutos, trocando de matéria. A variedade mantém a sua mente interessada sem virar bagunça.': {
      statements: [117, 139],
      context: 'school',
    },
    'Transforme a matéria difícil em algo que você possa explicar. Grave um áudio, faça um mapa colorido ou dê uma “aula” para um amigo. Falar sobre o assunto ajuda a fixar.':
      { statements: [90], context: 'school' },
    'Antes de começar um projeto novo, termine o anterior ou decida de propósito parar com ele. Uma lista à vista das “coisas em andamento” ajuda a não acumular começos.':
      { statements: [34, 131], context: 'any' },
    'Para o Enem (Exame Nacional do Ensino Médio), faça simulados completos com cronômetro. Eles treinam a concentração por várias horas seguidas, que é o músculo que você mais precisa exercitar.':
      { statements: [117, 34], context: 'school' },
    'No primeiro emprego, anote prazos e combinados na mesma hora. A sua cabeça vive cheia de ideias, e um bloco de notas evita esquecimentos que pegam mal.': {
      statements: [3, 93],
      context: 'work',
    },
    'Em entrevistas, use a sua facilidade de conversa, mas leve exemplos reais do que você já fez. Vale um evento da escola, um projeto voluntário ou um perfil que você cuida nas redes.':
      { statements: [90, 23], context: 'work' },
    'Estágios e vagas de Jovem Aprendiz com muito contato com o público são ótimos para você. Neles, dá para testar na prática o que combina com você antes de escolher um caminho.':
      { statements: [23, 65], context: 'work' },
  },
};
