import type { ProfileItemLinks } from '../item-links.schema';

// Portrait links for profile 3 (Realizador): each item of the seven portrait lists in profiles/03-realizador.ts,
// keyed by its exact text, names the profile's own statements (question set 2026-11-v3) whose answers show it, and its part of life.
export const REALIZADOR_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Foco em metas e resultados': { statements: [145, 6], context: 'any' },
    'Energia para fazer acontecer': { statements: [149, 145], context: 'any' },
    'Grande capacidade de adaptação': { statements: [40], context: 'any' },
    Autoconfiança: { statements: [56, 104], context: 'any' },
    'Comunicação persuasiva': { statements: [56, 40], context: 'any' },
    'Competitividade saudável': { statements: [17, 133], context: 'any' },
    'Cuidado com a própria imagem': { statements: [40, 104], context: 'any' },
  },
  strengths: {
    'Execução rápida e eficiente': { statements: [145, 115], context: 'any' },
    'Clareza para definir prioridades': { statements: [6], context: 'any' },
    'Poder de motivar o grupo': { statements: [56, 17], context: 'any' },
    'Facilidade para apresentar ideias': { statements: [56, 104], context: 'any' },
    'Olhar prático para oportunidades': { statements: [149], context: 'any' },
    'Persistência diante de metas difíceis': { statements: [145, 125], context: 'any' },
    'Aprendizado rápido de novas habilidades': { statements: [125, 104], context: 'any' },
  },
  weaknesses: {
    'Você pode se cobrar resultados o tempo todo e sentir que só tem valor quando está vencendo.': { statements: [133, 125], context: 'any' },
    'A pressa de entregar pode fazer você pular etapas ou esquecer detalhes importantes.': { statements: [145], context: 'any' },
    'Existe o risco de trabalhar demais e deixar o descanso, os amigos e a família para “quando der”.': { statements: [115, 145], context: 'any' },
    'Falhar pode parecer muito difícil de encarar. A vontade é esconder o erro em vez de aprender com ele.': { statements: [104, 125], context: 'any' },
    'Às vezes, a preocupação com a imagem faz você mostrar só o lado de sucesso. Aí as inseguranças ficam guardadas, quando mereciam uma conversa.': {
      statements: [40, 141],
      context: 'any',
    },
    'Quando passa do ponto, a competição pode transformar colegas em rivais e atrapalhar o trabalho em equipe.': { statements: [17, 133], context: 'any' },
  },
  workStyle: {
    'Você rende mais com metas claras, prazos definidos e liberdade para escolher como chegar lá.': { statements: [145, 6], context: 'any' },
    'Lugares com muitos desafios e chances reais de crescer mantêm a sua motivação lá em cima.': { statements: [115, 125], context: 'any' },
    'Em equipe, você costuma tomar a frente: organiza o plano, divide as tarefas e puxa o ritmo.': { statements: [56, 145], context: 'any' },
    'Ser reconhecido pelo resultado é um grande combustível. Empresas que avaliam o desempenho e têm plano de carreira combinam com você.': {
      statements: [141, 104],
      context: 'work',
    },
    'Você se destaca em apresentações, reuniões com clientes e momentos em que é preciso convencer e falar pelo grupo.': {
      statements: [56, 104],
      context: 'work',
    },
    'Gosta de acompanhar números e ver o efeito do próprio trabalho.': { statements: [17, 6], context: 'any' },
    'Processos lentos e regras demais tendem a irritar você. Procure entender o motivo das regras antes de tentar contorná-las.': {
      statements: [149],
      context: 'any',
    },
  },
  relationships: {
    'Com a chefia, mostre os resultados, mas conte também as dificuldades logo no começo. Pedir apoio a tempo é sinal de maturidade, e não de fraqueza.': {
      statements: [40, 141],
      context: 'work',
    },
    'Divida os méritos. Ao apresentar um resultado, cite quem ajudou. Isso melhora a sua reputação e a confiança da equipe.': {
      statements: [141, 104],
      context: 'any',
    },
    'Com colegas de ritmo mais lento ou cuidadoso, lembre que qualidade e revisão também fazem parte de um bom resultado.': {
      statements: [115, 145],
      context: 'any',
    },
    'Com clientes, o seu poder de convencer vale muito. Use-o com honestidade e prometa só o que pode cumprir.': { statements: [56, 40], context: 'work' },
    'Ouça antes de propor soluções. Às vezes, a pessoa só precisa ser ouvida antes de falar em metas e planos.': { statements: [6, 145], context: 'any' },
    'Construa uma rede de contatos verdadeira, com interesse real pelas pessoas, e não só pelo que elas podem oferecer agora.': {
      statements: [149, 104],
      context: 'any',
    },
  },
  personalGrowth: {
    'Reserve um tempo toda semana sem nenhuma meta, como um passeio ou uma conversa sem celular. Isso lembra que você vale muito mais do que produz.': {
      statements: [6, 145],
      context: 'any',
    },
    'Depois de um erro, escreva o que aconteceu, o que aprendeu e o que fará diferente. Transformar falha em lição é uma habilidade de quem vai longe.': {
      statements: [133, 104],
      context: 'any',
    },
    'Antes de abraçar uma nova meta, pergunte a si: “eu quero isso de verdade ou quero o aplauso que vem junto?”.': { statements: [141, 104], context: 'any' },
    'Treine contar a um amigo ou familiar de confiança uma insegurança, e não só uma conquista.': { statements: [40], context: 'any' },
    'Comemore o caminho, e não só o resultado. Valorize as horas de estudo mesmo quando a nota ainda não veio.': { statements: [125, 115], context: 'school' },
    'Cuide do básico: sono, comida e atividade física. Nenhuma meta grande se sustenta com o corpo no limite.': { statements: [145, 115], context: 'any' },
    'Ajude alguém a crescer, como um colega que está estudando para uma prova. Sinta a alegria de uma vitória dividida.': {
      statements: [17, 133],
      context: 'school',
    },
  },
  tips: {
    'Transforme os estudos em metas que dá para medir, como “acertar 30 questões de Matemática nesta semana”. Anote o seu avanço num gráfico simples.': {
      statements: [6, 145],
      context: 'school',
    },
    'Encare os simulados como uma disputa com você mesmo. Compare cada nota com a anterior, e não com a dos colegas.': {
      statements: [17, 133],
      context: 'school',
    },
    'Cuidado com os atalhos. Em matérias de base, como Matemática e leitura de textos, entender de verdade vale muito mais do que decorar.': {
      statements: [125],
      context: 'school',
    },
    'No primeiro emprego, pergunte como o seu trabalho vai ser avaliado. Saber o que é medido ajuda você a se destacar no lugar certo.': {
      statements: [104, 56],
      context: 'work',
    },
    'Monte cedo um currículo e um perfil no LinkedIn com conquistas reais, como um projeto, uma venda ou um evento. Use números sempre que der.': {
      statements: [141, 104],
      context: 'work',
    },
    'Participe de olimpíadas escolares, do grêmio, de feiras de ciências e, mais tarde, de uma empresa júnior. Elas mostram o seu talento e ensinam a liderar na prática.':
      { statements: [17, 56], context: 'school' },
    'Procure alguém que já esteja alguns passos à frente na carreira que você quer. Peça conselhos específicos: uma boa orientação encurta caminhos.': {
      statements: [115, 149],
      context: 'any',
    },
  },
};
