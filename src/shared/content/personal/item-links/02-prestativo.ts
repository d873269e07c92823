import type { ProfileItemLinks } from '../item-links.schema';

// Portrait links for profile 2 (Prestativo): each item of the seven portrait lists in profiles/02-prestativo.ts,
// keyed by its exact text, names the profile's own statements (question set 2026-11-v3) whose answers show it, and its part of life.
export const PRESTATIVO_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Empatia à flor da pele': { statements: [121, 119], context: 'any' },
    'Calor humano': { statements: [128, 110], context: 'any' },
    'Atenção às necessidades dos outros': { statements: [106, 128], context: 'any' },
    'Facilidade para criar vínculos': { statements: [98], context: 'any' },
    'Generosidade com tempo e energia': { statements: [44, 113], context: 'any' },
    'Sensibilidade ao clima do ambiente': { statements: [144, 121], context: 'any' },
    'Jeito acolhedor de se comunicar': { statements: [119, 98], context: 'any' },
  },
  strengths: {
    'Escuta atenta e paciente': { statements: [119, 98], context: 'any' },
    'Excelente atendimento a pessoas': { statements: [154, 128], context: 'any' },
    'Capacidade de unir o grupo': { statements: [110], context: 'any' },
    'Leitura rápida das emoções da equipe': { statements: [121, 144], context: 'any' },
    'Disposição genuína para colaborar': { statements: [106, 128], context: 'any' },
    'Talento para fazer as pessoas se sentirem bem-vindas': { statements: [154, 98], context: 'any' },
    'Memória para detalhes sobre as pessoas': { statements: [144], context: 'any' },
  },
  weaknesses: {
    'Você pode ter dificuldade de dizer “não” e acabar pegando mais tarefas do que consegue cumprir com calma.': { statements: [44, 113], context: 'any' },
    'Às vezes, você cuida tanto dos outros que deixa os seus estudos, o que você precisa e o seu descanso para depois.': {
      statements: [110, 44],
      context: 'any',
    },
    'Quando a sua ajuda não é notada, pode surgir uma mágoa calada. Vale lembrar que nem todo mundo mostra gratidão do mesmo jeito.': {
      statements: [137],
      context: 'any',
    },
    'Uma crítica ao seu trabalho pode soar como uma crítica a você. Aí um simples retorno dói mais do que precisava.': { statements: [137], context: 'any' },
    'Existe o risco de ajudar sem que ninguém tenha pedido. Em alguns casos, isso pode parecer intromissão.': { statements: [128, 106], context: 'any' },
    'Pedir ajuda pode ser desconfortável. É como se você precisasse estar sempre no papel de quem dá apoio, nunca no de quem recebe.': {
      statements: [98, 110],
      context: 'any',
    },
  },
  workStyle: {
    'Você rende mais em lugares com clima humano, em que as pessoas se tratam com respeito e gentileza.': { statements: [144, 121], context: 'any' },
    'Trabalhar perto de pessoas, sejam clientes, pacientes, alunos ou colegas, costuma dar energia e sentido ao seu dia.': {
      statements: [154, 98],
      context: 'work',
    },
    'Em equipe, você é o elo: recebe bem quem acabou de chegar, percebe conflitos cedo e ajuda a manter o grupo unido.': {
      statements: [121, 128],
      context: 'any',
    },
    'Um reconhecimento sincero faz diferença para você. Um “obrigado pelo seu cuidado” pode motivar tanto quanto um prêmio.': {
      statements: [137],
      context: 'any',
    },
    'Você vai muito bem em funções de apoio e atendimento, em que ouvir com atenção faz parte do trabalho.': { statements: [154, 119], context: 'work' },
    'Prefere chefes próximos, que conversam e se interessam pelas pessoas, a chefes distantes que só cobram números.': {
      statements: [137, 98],
      context: 'work',
    },
    'Precisa de combinados claros sobre o que é tarefa sua. Assim você não acaba fazendo o trabalho de todo mundo.': { statements: [44, 113], context: 'any' },
  },
  relationships: {
    'Com a chefia, combine o que vem primeiro. Quando chegarem vários pedidos juntos, pergunte qual é o mais urgente em vez de tentar atender a todos de uma vez.':
      { statements: [44, 113], context: 'work' },
    'Antes de ajudar um colega, pergunte: “quer uma ajuda com isso?”. Assim a sua ajuda chega na hora e do jeito certos.': {
      statements: [128, 106],
      context: 'any',
    },
    'Com clientes e pacientes, a sua empatia faz diferença. Mantenha também alguns limites, como horários e canais de contato bem definidos.': {
      statements: [154, 113],
      context: 'work',
    },
    'Quando algo incomodar você, fale com calma e na hora certa. Não guarde até virar mágoa.': { statements: [137], context: 'any' },
    'Receba as críticas como dicas sobre a tarefa, e não como um julgamento sobre quem você é. Uma boa pergunta é: “o que posso fazer diferente da próxima vez?”.':
      { statements: [137], context: 'any' },
    'Cultive relações de troca e deixe que os outros também ajudem você. Isso aumenta a confiança dos dois lados.': { statements: [110, 98], context: 'any' },
  },
  personalGrowth: {
    'Treine o “não” gentil, começando por pedidos pequenos: “agora não consigo, mas posso te ajudar amanhã à tarde”.': {
      statements: [44, 113],
      context: 'any',
    },
    'Marque na agenda um horário fixo só para você, para estudar, descansar ou fazer algo de que gosta. Trate esse horário como um compromisso sério.': {
      statements: [110, 113],
      context: 'any',
    },
    'No fim do dia, pergunte a si: “do que eu precisei hoje?”. Perceber o que você precisa é o primeiro passo para cuidar disso.': {
      statements: [110],
      context: 'any',
    },
    'Peça ajuda em algo concreto pelo menos uma vez por semana, como tirar uma dúvida ou dividir uma tarefa.': { statements: [98], context: 'any' },
    'Escreva metas de carreira que sejam suas de verdade, e não só o que a família ou os amigos esperam de você.': { statements: [154], context: 'any' },
    'Olhe para as suas amizades com carinho e honestidade. Se alguma estiver pesando só de um lado, converse sobre isso.': {
      statements: [137, 98],
      context: 'any',
    },
    'Leia ou faça um curso sobre comunicação não violenta. Ele ensina a mostrar os seus limites com clareza e carinho ao mesmo tempo.': {
      statements: [44, 137],
      context: 'any',
    },
  },
  tips: {
    'Estude em dupla ou em grupo. Explicar a matéria para alguém é um dos melhores jeitos de aprender, e você faz isso com facilidade.': {
      statements: [128],
      context: 'school',
    },
    'Proteja o seu horário de estudo como protegeria um encontro com um amigo. Avise que, nessa hora, você só responde mensagens depois.': {
      statements: [98, 113],
      context: 'school',
    },
    'Antes de dizer “sim” a um pedido, pergunte a si: “tenho tempo para isso sem atrasar as minhas tarefas?”. Se não tiver, tudo bem combinar outro dia.': {
      statements: [44, 113],
      context: 'any',
    },
    'No primeiro emprego, use a sua facilidade com pessoas para aprender rápido com os colegas mais experientes. Pergunte, observe e agradeça.': {
      statements: [98, 121],
      context: 'work',
    },
    'Em entrevistas, conte casos reais em que você ajudou alguém a resolver um problema. Eles mostram o seu valor melhor do que qualquer elogio.': {
      statements: [128, 106],
      context: 'work',
    },
    'Faça trabalho voluntário em projetos sociais, na escola ou no seu bairro. Além de fazer bem, isso conta como experiência no currículo.': {
      statements: [154, 110],
      context: 'any',
    },
    'Anote as suas próprias metas com o mesmo cuidado com que você lembra do que os outros precisam. Revise essa lista toda semana.': {
      statements: [110, 121],
      context: 'any',
    },
  },
};
