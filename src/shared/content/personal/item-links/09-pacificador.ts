/**
 * Portrait item links for profile 9 (Pacificador): for each item of the seven lists in profiles/09-pacificador.ts,
 * the profile's own statements (question set 2026-11-v3) whose answers show it, and the part of life it speaks of.
 */
import type { ProfileItemLinks } from '../item-links.schema';

export const PACIFICADOR_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Calma que tranquiliza os outros': { statements: [24, 138], context: 'any' },
    'Escuta paciente e atenta': { statements: [24, 32], context: 'any' },
    'Facilidade para ver vários pontos de vista': { statements: [143], context: 'any' },
    'Jeito acolhedor e sem julgamentos': { statements: [143, 72], context: 'any' },
    'Gosto por ambientes estáveis': { statements: [138, 5], context: 'any' },
    'Humildade e discrição': { statements: [146, 102], context: 'any' },
    'Flexibilidade no dia a dia': { statements: [72, 42], context: 'any' },
  },
  strengths: {
    'Mediação de conflitos': { statements: [32], context: 'any' },
    'Construção de consensos': { statements: [143, 146], context: 'any' },
    'Paciência em situações tensas': { statements: [24], context: 'any' },
    'Constância e confiabilidade': { statements: [138], context: 'any' },
    'Trabalho em equipe sem disputa de ego': { statements: [146, 72], context: 'any' },
    'Diplomacia na comunicação': { statements: [46, 5], context: 'any' },
    'Capacidade de unir pessoas diferentes': { statements: [32, 143], context: 'any' },
  },
  weaknesses: {
    'Para evitar brigas, você pode concordar com coisas das quais discorda. Depois, guarda um incômodo por muito tempo.': {
      statements: [5, 46],
      context: 'any',
    },
    'Adiar decisões e tarefas importantes é um risco. Quando algo parece difícil ou desconfortável, a vontade é deixar para depois.': {
      statements: [107, 102],
      context: 'any',
    },
    'De tanto se adaptar ao que os outros querem, você pode acabar esquecendo as suas próprias vontades.': { statements: [72, 42], context: 'any' },
    'Mudanças bruscas podem incomodar, e às vezes você resiste em silêncio em vez de conversar sobre o assunto.': { statements: [138, 46], context: 'any' },
    'A sua calma pode ser confundida com falta de interesse. As pessoas nem sempre percebem o quanto você está se dedicando.': {
      statements: [138, 107],
      context: 'any',
    },
    'Quando a irritação se acumula sem ser dita, ela pode aparecer de um jeito indireto, como atrasos ou uma teimosia calada.': {
      statements: [46, 5],
      context: 'any',
    },
  },
  workStyle: {
    'Você rende mais em lugares respeitosos, em que as pessoas conversam em vez de competir.': { statements: [5, 146], context: 'any' },
    'Prefere rotinas e passos claros, com prioridades definidas, para não ficar em dúvida sobre por onde começar.': { statements: [138, 107], context: 'any' },
    'Em equipe, costuma ser a ponte entre pessoas diferentes. Ajuda a traduzir ideias e a achar o meio-termo.': { statements: [143, 32], context: 'any' },
    'Trabalha bem com entregas em partes e prazos no meio do caminho, que evitam que tudo se acumule para o final.': { statements: [102], context: 'any' },
    'Valoriza chefes que explicam o motivo das decisões e abrem espaço para todos participarem.': { statements: [143, 72], context: 'work' },
    'Lugares com gritaria, pressão o tempo todo ou disputas internas tendem a gastar a sua energia e a sua criatividade.': {
      statements: [24, 5],
      context: 'any',
    },
    'É uma presença constante e confiável. Mantém a qualidade do trabalho dia após dia, sem precisar de holofotes.': { statements: [146, 138], context: 'any' },
  },
  relationships: {
    'Com a chefia, combine as prioridades de forma clara. Perguntar “o que é mais urgente esta semana?” evita que você tente agradar a todos ao mesmo tempo.': {
      statements: [72, 107],
      context: 'work',
    },
    'Quando discordar de alguém, fale cedo e com calma, antes que o assunto vire um incômodo grande. Discordar com respeito também é cuidar da relação.': {
      statements: [46, 5],
      context: 'any',
    },
    'Com clientes, a sua paciência faz diferença, ainda mais nos atendimentos difíceis. Aprenda também a dizer com clareza o que é possível e o que não é.': {
      statements: [24, 5],
      context: 'work',
    },
    'Ofereça ajuda quando houver tensão na equipe. Mas lembre que resolver todos os conflitos não é tarefa só sua.': { statements: [32], context: 'any' },
    'Conte as suas conquistas ao chefe. Isso não é se gabar: é ajudar a empresa a ver o valor do seu trabalho.': { statements: [146], context: 'work' },
    'Aprenda a dizer “não” com gentileza quando já estiver com muitas tarefas. Um limite claro protege você e a qualidade do seu trabalho.': {
      statements: [42, 72],
      context: 'any',
    },
  },
  personalGrowth: {
    'Todos os dias, pergunte a si: “o que eu quero, de verdade, nesta situação?”. Treinar essa pergunta ajuda você a perceber as suas próprias vontades.': {
      statements: [107, 72],
      context: 'any',
    },
    'Treine dar a sua opinião primeiro em situações pequenas, como escolher o filme ou o lugar do lanche. É um treino para os momentos mais importantes.': {
      statements: [42, 107],
      context: 'any',
    },
    'Logo de manhã, escreva três prioridades para o dia. Faça a mais importante antes de abrir as redes sociais.': { statements: [102], context: 'any' },
    'Quando perceber que está adiando algo, use a regra dos cinco minutos: comprometa-se a fazer só cinco minutos. Muitas vezes, o difícil é só começar.': {
      statements: [138, 102],
      context: 'any',
    },
    'Ponha atividade física na rotina, como caminhada, dança ou bicicleta. O movimento ajuda a transformar a calma em disposição.': {
      statements: [138],
      context: 'any',
    },
    'Ensaie conversas difíceis com alguém de confiança antes de tê-las de verdade. Dizer as palavras em voz alta deixa tudo menos assustador.': {
      statements: [5, 46],
      context: 'any',
    },
    'Escolha uma meta para os próximos meses, como entrar num curso técnico ou conseguir um estágio. Acompanhe o seu avanço toda semana.': {
      statements: [102, 138],
      context: 'any',
    },
  },
  tips: {
    'Divida metas grandes, como “estudar para o Enem (Exame Nacional do Ensino Médio)”, em tarefas pequenas, como “fazer 10 questões de Química hoje”. Começar fica muito mais fácil.':
      { statements: [102, 138], context: 'school' },
    'Estude sempre no mesmo horário e no mesmo lugar. Uma rotina fixa diminui o esforço de decidir e ajuda você a engrenar.': {
      statements: [42, 107],
      context: 'school',
    },
    'Deixe o celular em outro cômodo durante o estudo. Distrações gostosas, como séries e redes sociais, são as que mais roubam o seu tempo.': {
      statements: [138],
      context: 'school',
    },
    'Grupos de estudo funcionam bem para você. O compromisso com os colegas dá o empurrão que às vezes falta quando você estuda sem companhia.': {
      statements: [72],
      context: 'school',
    },
    'No primeiro emprego, quando pedirem a sua opinião, responda com algo concreto em vez de “tanto faz”. A sua visão equilibrada tem valor, e os chefes querem ouvi-la.':
      { statements: [107, 42], context: 'work' },
    'Organize as tarefas pela importância, e não pela facilidade. Faça primeiro aquela que você está adiando, e o resto do dia fica mais leve.': {
      statements: [102],
      context: 'any',
    },
    'Em entrevistas, mostre que sabe trabalhar em equipe e resolver conflitos com um exemplo real, como uma briga de grupo que você ajudou a acalmar.': {
      statements: [32, 143],
      context: 'work',
    },
  },
};
