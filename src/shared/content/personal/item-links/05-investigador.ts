/** Profile 5 (Investigador): each portrait item's key statements (question set 2026-11-v3) and its part of life. */
import type { ProfileItemLinks } from '../item-links.schema';

export const INVESTIGADOR_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Curiosidade intelectual intensa': { statements: [108, 39], context: 'any' },
    'Observação atenta e silenciosa': { statements: [27], context: 'any' },
    'Pensamento lógico e analítico': { statements: [123, 66], context: 'any' },
    'Discrição e reserva': { statements: [153, 126], context: 'any' },
    'Independência de pensamento': { statements: [27, 135], context: 'any' },
    'Calma diante de problemas complexos': { statements: [123, 49], context: 'any' },
    'Gosto por se aprofundar nos assuntos': { statements: [39, 129], context: 'any' },
  },
  strengths: {
    'Análise de dados e informações': { statements: [66, 108], context: 'any' },
    'Concentração profunda': { statements: [39, 49], context: 'any' },
    'Raciocínio lógico': { statements: [123], context: 'any' },
    'Facilidade para aprender por conta própria': { statements: [135, 39], context: 'any' },
    'Objetividade em momentos tensos': { statements: [27], context: 'any' },
    'Pensamento crítico': { statements: [66, 27], context: 'any' },
    'Explicar o complexo com clareza': { statements: [108, 129], context: 'any' },
  },
  weaknesses: {
    'Quando a energia acaba, você tende a se isolar, e as pessoas podem achar que é falta de interesse. Avisar que precisa de um tempo resolve boa parte do problema.':
      { statements: [126, 33], context: 'any' },
    'A vontade de saber tudo antes de agir pode virar adiamento. Nem sempre dá para ter todas as informações, e às vezes é preciso começar com o que se tem.': {
      statements: [66],
      context: 'any',
    },
    'Você costuma guardar o que pensa. Por isso, as suas boas ideias nem sempre são ouvidas nas reuniões.': { statements: [27], context: 'any' },
    'A sua objetividade pode soar fria quando você dá uma opinião muito técnica sem pensar no lado emocional da situação.': {
      statements: [153, 108],
      context: 'any',
    },
    'Você pode achar que só a competência basta para crescer e deixar de lado os contatos e as relações.': { statements: [33, 153], context: 'any' },
    'Eventos longos e trabalhos com muita conversa podem cansar você mais rápido do que os outros. Planejar pausas ajuda a manter o ritmo.': {
      statements: [33, 126],
      context: 'any',
    },
    'Às vezes você acumula muito conhecimento, mas sente que nunca sabe o bastante para tentar uma vaga ou mostrar uma ideia.': {
      statements: [66, 39],
      context: 'any',
    },
  },
  workStyle: {
    'Você trabalha melhor com liberdade: recebe o objetivo, entende o problema e escolhe o caminho para resolvê-lo.': { statements: [135], context: 'any' },
    'Precisa de períodos de concentração sem interrupções. Fones de ouvido, salas silenciosas ou horários de foco na agenda fazem muita diferença.': {
      statements: [126, 39],
      context: 'any',
    },
    'Em equipe, brilha como a pessoa que investiga, analisa os dados e acha a causa real do problema.': { statements: [108, 66], context: 'any' },
    'Prefere reuniões curtas, com assunto definido. Rende mais quando recebe as informações por escrito e com antecedência.': {
      statements: [27, 66],
      context: 'any',
    },
    'Lugares que valorizam provas e bons argumentos, como laboratórios e equipes de tecnologia e pesquisa, combinam com o seu jeito.': {
      statements: [123, 108],
      context: 'work',
    },
    'Gosta de dominar um assunto a fundo. Com o tempo, tende a virar a referência técnica da equipe.': { statements: [39, 129], context: 'any' },
    'Vai bem no trabalho a distância ou misto, desde que mantenha contato frequente com a equipe.': { statements: [126, 33], context: 'work' },
  },
  relationships: {
    'Com a chefia, combine desde o início como e quando você vai contar o andamento. Notícias curtas e frequentes evitam a impressão de que você sumiu.': {
      statements: [153, 126],
      context: 'work',
    },
    'Ao explicar algo técnico, comece pela conclusão e use exemplos do dia a dia. Se a pessoa quiser, aí sim entre nos detalhes.': {
      statements: [49, 108],
      context: 'any',
    },
    'Faça um esforço para participar das conversas informais, como no café e no almoço. São pequenos momentos que constroem confiança.': {
      statements: [33, 153],
      context: 'any',
    },
    'Antes de uma reunião, prepare um ou dois pontos que você quer falar. Assim fica bem mais fácil dar a sua opinião.': { statements: [27], context: 'any' },
    'Ao discordar de alguém, mostre os seus dados e pergunte o que a outra pessoa sabe que você ainda não sabe. Isso transforma uma briga em troca.': {
      statements: [66, 27],
      context: 'any',
    },
    'Com clientes, mostre interesse pelo que eles precisam, e não só pelo problema técnico. Perguntar “como isso afeta o seu dia a dia?” muda a conversa.': {
      statements: [129, 108],
      context: 'work',
    },
    'Avise com clareza quando precisar de um tempo de concentração. As pessoas respeitam muito mais os limites que são explicados.': {
      statements: [126, 39],
      context: 'any',
    },
  },
  personalGrowth: {
    'Marque um prazo para a fase de pesquisa. Decida quanto tempo vai estudar um assunto antes de pôr a mão na massa.': {
      statements: [66, 39],
      context: 'any',
    },
    'Treine falar em público em situações seguras, como apresentações na escola, clubes de debate ou grupos de estudo.': {
      statements: [27, 33],
      context: 'school',
    },
    'Divida o que aprende, num blog, em vídeos curtos ou como monitor na escola. Ensinar fortalece o seu conhecimento e a sua confiança.': {
      statements: [39, 153],
      context: 'any',
    },
    'Treine dar nome ao que sente. No fim do dia, anote uma emoção e o que a causou. Isso ajuda você a se ligar a si e aos outros.': {
      statements: [153],
      context: 'any',
    },
    'Ponha na rotina uma atividade que tire você da cabeça e traga para o corpo, como caminhada, esporte ou dança.': { statements: [123, 108], context: 'any' },
    'Chegue perto de grupos da sua área, como clubes de programação, clubes de ciências e eventos de universidades. Assim você cria uma rede de contatos.': {
      statements: [33],
      context: 'any',
    },
    'Tente vagas e programas mesmo sem cumprir todos os requisitos. Você aprende muito mais fazendo do que esperando o momento perfeito.': {
      statements: [66],
      context: 'any',
    },
  },
  tips: {
    'Use a curiosidade para estudar. Antes de ler um capítulo, escreva três perguntas que você quer responder com ele. Assim você lembra muito mais.': {
      statements: [108, 129],
      // Studying with questions serves any course, after school too.
      context: 'any',
    },
    'Participe de olimpíadas de Matemática, de Astronomia ou de Informática. Elas desafiam o seu raciocínio e enriquecem o currículo. Algumas universidades até guardam vagas para medalhistas.':
      { statements: [123], context: 'school' },
    'Pergunte na escola sobre iniciação científica júnior. Universidades e institutos federais têm projetos de pesquisa para alunos do ensino médio, muitas vezes com bolsa.':
      { statements: [39, 135], context: 'school' },
    'Cuidado para não passar horas só no que você gosta e deixar de lado as matérias da prova. Um plano de estudos simples ajuda a equilibrar.': {
      statements: [39],
      context: 'school',
    },
    'Explique o que aprendeu para um colega. Ensinar é um dos melhores jeitos de fixar a matéria e mostra o seu valor para o grupo.': {
      statements: [108, 153],
      context: 'school',
    },
    'No primeiro emprego, faça perguntas logo no começo, em vez de tentar descobrir tudo por conta própria. Isso poupa tempo e mostra interesse.': {
      statements: [135, 27],
      context: 'work',
    },
    'Para entrevistas, prepare dois ou três exemplos de problemas que você resolveu. Conte o passo a passo do seu raciocínio.': {
      statements: [123, 66],
      context: 'work',
    },
  },
};
