/** Profile 6 (Leal): each portrait item's key statements (question set 2026-11-v3) and its part of life. */
import type { ProfileItemLinks } from '../item-links.schema';

export const LEAL_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Lealdade às pessoas e aos grupos': { statements: [148], context: 'any' },
    'Forte senso de responsabilidade': { statements: [150, 1], context: 'any' },
    'Prudência diante de riscos': { statements: [122, 101], context: 'any' },
    'Espírito de equipe': { statements: [130], context: 'any' },
    'Compromisso com a palavra dada': { statements: [148, 150], context: 'any' },
    'Atenção a problemas antes que aconteçam': { statements: [1, 140], context: 'any' },
    'Senso de justiça e de proteção': { statements: [148], context: 'any' },
  },
  strengths: {
    'Planejamento de etapas e prazos': { statements: [150], context: 'any' },
    'Identificação de riscos': { statements: [1, 140], context: 'any' },
    Confiabilidade: { statements: [148], context: 'any' },
    'Dedicação ao time': { statements: [148, 130], context: 'any' },
    'Preparação cuidadosa': { statements: [150, 1], context: 'any' },
    'Capacidade de seguir e aprimorar processos': { statements: [19, 101], context: 'any' },
    'Firmeza em momentos de crise': { statements: [148, 150], context: 'any' },
  },
  weaknesses: {
    'Você pode imaginar coisas ruins demais e sofrer antes da hora com o que talvez nem aconteça.': { statements: [1, 140], context: 'any' },
    'A dúvida pode levar você a pedir a opinião de muita gente antes de decidir. Isso às vezes atrasa escolhas importantes.': {
      statements: [130],
      context: 'any',
    },
    'Pode ser difícil confiar em pessoas novas ou aceitar mudanças, mesmo quando elas trazem boas chances.': { statements: [84, 19], context: 'any' },
    'Por lealdade, às vezes você fica tempo demais em situações ou grupos que já não fazem bem a você.': { statements: [148, 101], context: 'any' },
    'Quando a insegurança aparece, você pode ir de um extremo ao outro: seguir ordens sem perguntar ou desconfiar de todo chefe. Achar o meio-termo é o seu desafio.':
      { statements: [130, 84], context: 'work' },
    'Você pode achar que é menos capaz do que é e deixar que outras pessoas decidam por você.': { statements: [130], context: 'any' },
    'Mudanças de última hora podem trazer um estresse maior do que a situação merece.': { statements: [19, 134], context: 'any' },
  },
  workStyle: {
    'Você rende mais em lugares com regras claras, papéis bem definidos e chefes que cumprem o que prometem.': { statements: [134, 19], context: 'work' },
    'É uma peça-chave em qualquer equipe: cumpre prazos, protege os colegas e veste a camisa do projeto.': { statements: [148], context: 'any' },
    'Gosta de planejar antes de agir. Costuma ser quem lembra o grupo dos riscos e da importância de um plano B.': { statements: [150, 1], context: 'any' },
    'Trabalha muito bem em áreas de prevenção, controle e segurança, em que a sua atenção aos riscos é valorizada.': {
      statements: [140, 122],
      context: 'work',
    },
    'Gosta de treinamentos e de orientações claras no começo. Com o tempo, ganha confiança para propor melhorias.': { statements: [109], context: 'any' },
    'Prefere mudanças avisadas com antecedência e explicadas. Assim você se adapta bem e ainda ajuda os outros a se adaptar.': {
      statements: [19],
      context: 'any',
    },
    'Valoriza empresas com clima de confiança, estabilidade e plano de carreira, onde possa crescer com o tempo.': { statements: [101, 84], context: 'work' },
  },
  relationships: {
    'Com a chefia, pergunte abertamente o que esperam de você e como o seu trabalho vai ser avaliado. Ter clareza diminui a insegurança.': {
      statements: [134],
      context: 'work',
    },
    'Quando notar um risco, leve a preocupação junto com uma ideia de solução. Assim a sua fala é vista como ajuda, e não como pessimismo.': {
      statements: [1, 140],
      context: 'any',
    },
    'Dê às pessoas novas a chance de mostrar quem são antes de formar uma opinião. A confiança também se constrói aos poucos.': {
      statements: [84, 109],
      context: 'any',
    },
    'Com os colegas, a sua lealdade é um presente. Mas aprenda a dizer “não” quando um pedido de ajuda atrapalha as suas próprias tarefas.': {
      statements: [148],
      context: 'any',
    },
    'Com clientes, o seu cuidado em evitar problemas passa segurança. Explique os próximos passos e cumpra o que combinou.': {
      statements: [150],
      context: 'work',
    },
    'Em conflitos, converse direto com a pessoa envolvida, em vez de comentar com outros colegas. Isso preserva a confiança na equipe.': {
      statements: [130],
      context: 'any',
    },
    'Tenha pelo menos uma pessoa de confiança no trabalho, como alguém mais experiente, para tirar dúvidas sem medo.': {
      statements: [130, 84],
      context: 'work',
    },
  },
  personalGrowth: {
    'Quando a preocupação aparecer, escreva: “o que pode dar errado? Qual é a chance real? O que eu posso fazer?”. Transformar medo em plano acalma a mente.': {
      statements: [1, 134],
      context: 'any',
    },
    'Treine decidir pequenas coisas sem consultar ninguém, como o filme, o lanche ou a ordem das tarefas. Isso aumenta a confiança no seu próprio julgamento.':
      { statements: [130], context: 'any' },
    'Saia da zona de conforto aos poucos, com uma atividade nova, um curso diferente ou uma apresentação. Cada passo mostra que você dá conta.': {
      statements: [122, 109],
      context: 'any',
    },
    'Experimente exercícios de respiração e faça atividade física com frequência. As duas coisas ajudam a baixar a ansiedade.': {
      statements: [134],
      context: 'any',
    },
    'Fale das suas conquistas em voz alta. Contar a alguém o que você fez bem fortalece a confiança em si.': { statements: [140], context: 'any' },
    'Aprenda a separar cuidado de medo. Pergunte a si se está evitando um risco real ou só o desconhecido.': { statements: [101, 122], context: 'any' },
    'Se a ansiedade atrapalhar o sono, os estudos ou os amigos, converse com alguém de confiança e procure ajuda profissional. O SUS (Sistema Único de Saúde) e as clínicas das faculdades de Psicologia atendem de graça.':
      { statements: [134, 1], context: 'any' },
  },
  tips: {
    'Faça um plano de estudos para a semana, com metas pequenas. Ver o avanço no papel diminui a ansiedade e aumenta a sua confiança.': {
      statements: [134, 150],
      context: 'school',
    },
    'Antes de provas e entrevistas, treine. Resolva provas antigas do Enem (Exame Nacional do Ensino Médio) ou ensaie respostas com alguém da família. Preparação é o seu ponto forte.':
      { statements: [1, 150], context: 'any' },
    'Quando a dúvida bater, marque um prazo para decidir e escolha uma ou duas pessoas de confiança para consultar. Assim você não trava.': {
      statements: [130],
      context: 'any',
    },
    'No primeiro emprego, peça para conhecer as regras da empresa, de preferência por escrito. Entender o “manual” dá a você mais segurança para agir.': {
      statements: [134, 109],
      context: 'work',
    },
    'Pense em programas de Jovem Aprendiz, em estágios em empresas com plano de carreira e em concursos públicos. Eles oferecem estrutura, treino e estabilidade.':
      { statements: [101, 122], context: 'work' },
    'Guarde um registro das suas conquistas, como elogios, tarefas concluídas e certificados. Nos momentos de insegurança, ele lembra do que você é capaz.': {
      statements: [130, 140],
      context: 'any',
    },
    'Não espere ter certeza absoluta para tentar uma vaga. Se você cumpre boa parte dos requisitos, tente: o “não” você já tem.': {
      statements: [122, 140],
      context: 'work',
    },
  },
};
