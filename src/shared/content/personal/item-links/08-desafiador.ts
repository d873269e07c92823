/**
 * Portrait item links for profile 8 (Desafiador): for each item of the seven lists in profiles/08-desafiador.ts,
 * the profile's own statements (question set 2026-11-v3) whose answers show it, and the part of life it speaks of.
 */
import type { ProfileItemLinks } from '../item-links.schema';

export const DESAFIADOR_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Franqueza e objetividade': { statements: [8, 38], context: 'any' },
    'Coragem para enfrentar desafios': { statements: [142, 78], context: 'any' },
    'Iniciativa para assumir o comando': { statements: [21, 114], context: 'any' },
    'Forte senso de justiça': { statements: [151], context: 'any' },
    'Proteção com quem ama': { statements: [151, 142], context: 'any' },
    'Energia intensa e determinada': { statements: [99, 38], context: 'any' },
    'Independência nas decisões': { statements: [82, 12], context: 'any' },
  },
  strengths: {
    'Decisão rápida sob pressão': { statements: [12, 114], context: 'any' },
    'Liderança natural em crises': { statements: [21, 114], context: 'any' },
    'Firmeza em negociações': { statements: [99, 38], context: 'any' },
    'Defesa de pessoas e causas': { statements: [151], context: 'any' },
    'Capacidade de destravar problemas': { statements: [21, 12], context: 'any' },
    'Resistência diante de obstáculos': { statements: [78, 142], context: 'any' },
    'Comunicação clara e direta': { statements: [8, 38], context: 'any' },
  },
  weaknesses: {
    'A sua franqueza pode soar dura para quem é mais sensível. Às vezes a mensagem está certa, mas o tom faz a outra pessoa parar de ouvir.': {
      statements: [8, 38],
      context: 'any',
    },
    'Você pode ter dificuldade de aceitar ordens com as quais não concorda. Isso pode gerar atritos com a chefia logo no começo da carreira.': {
      statements: [118, 82],
      context: 'work',
    },
    'Mostrar cansaço, dúvida ou tristeza pode parecer fraqueza para você. Aí você acaba carregando tudo sem pedir ajuda.': { statements: [78], context: 'any' },
    'Na pressa de resolver, você pode decidir pelo grupo sem consultar ninguém. As pessoas acabam se sentindo atropeladas.': {
      statements: [12, 114],
      context: 'any',
    },
    'A intensidade que move você também pode levar a exageros, como trabalhar demais, brigar demais ou querer vencer toda discussão.': {
      statements: [142, 99],
      context: 'any',
    },
    'Quando alguém quebra a sua confiança, a tendência é se fechar por completo. Isso dificulta resolver o conflito e seguir em frente.': {
      statements: [78, 99],
      context: 'any',
    },
  },
  workStyle: {
    'Você rende mais quando tem liberdade e responsabilidade real, com espaço para tomar decisões e responder pelos resultados.': {
      statements: [12, 82],
      context: 'any',
    },
    'Desafios grandes, metas ousadas e problemas que ninguém conseguiu resolver despertam o seu melhor.': { statements: [142], context: 'any' },
    'Em equipe, tende a assumir a coordenação, dividir as tarefas e cobrar os prazos, ainda mais quando o grupo está sem rumo.': {
      statements: [21, 38],
      context: 'any',
    },
    'Prefere chefes diretos e honestos, que digam o que esperam sem rodeios e aceitem o debate.': { statements: [8, 118], context: 'work' },
    'Vai bem em situações de crise e pressão, em que é preciso agir rápido e manter a equipe em movimento.': { statements: [114, 21], context: 'any' },
    'Valoriza empresas em que o mérito é reconhecido e as regras valem para todos, do aprendiz ao diretor.': { statements: [151], context: 'work' },
    'Chefes que controlam cada passo tiram a sua motivação. Você trabalha melhor quando combina o objetivo e escolhe o caminho.': {
      statements: [82, 118],
      context: 'work',
    },
  },
  relationships: {
    'Com a chefia, discorde em particular e apoie em público. Levar a sua opinião para uma conversa reservada mostra maturidade e aumenta a sua influência.': {
      statements: [118, 8],
      context: 'work',
    },
    'Antes de dar uma opinião forte a um colega, faça uma pergunta. “Como você chegou nessa ideia?” abre espaço para conversa em vez de disputa.': {
      statements: [8, 99],
      context: 'any',
    },
    'Com clientes, a sua segurança passa confiança. Equilibre com escuta: deixe a pessoa terminar de explicar antes de propor a solução.': {
      statements: [114, 12],
      context: 'work',
    },
    'Elogie em voz alta o trabalho dos outros. Quem lidera com força e também sabe elogiar constrói equipes muito leais.': { statements: [21], context: 'any' },
    'Quando errar com alguém, peça desculpas de forma simples e direta. Isso não diminui a sua autoridade. Pelo contrário, aumenta o respeito.': {
      statements: [99, 142],
      context: 'any',
    },
    'Use a sua coragem para defender colegas em situações injustas. Mas pergunte antes se eles querem a sua ajuda e de que forma.': {
      statements: [151],
      context: 'any',
    },
    'Em negociações, lembre que o outro lado também precisa sair com algo. Acordos em que todos ganham criam parcerias que duram.': {
      statements: [38, 142],
      context: 'any',
    },
  },
  personalGrowth: {
    'Antes de reagir numa discussão, conte até cinco e baixe o volume da voz. Pequenas pausas mudam o rumo de muitas conversas.': {
      statements: [142, 82],
      context: 'any',
    },
    'Escolha uma pessoa de confiança e treine contar algo que preocupa você. Mostrar fragilidade também é um tipo de coragem.': {
      statements: [78],
      context: 'any',
    },
    'Num trabalho em grupo, deixe outra pessoa coordenar e apoie do seu lugar. Você vai aprender muito sobre liderança vendo outros estilos.': {
      statements: [21, 12],
      context: 'any',
    },
    'Peça uma opinião sincera sobre o seu tom. Pergunte aos colegas como as suas falas chegam até eles e ajuste o que for preciso.': {
      statements: [8, 38],
      context: 'any',
    },
    'Faça atividades que gastem a sua energia, como esportes em grupo, lutas ou corrida. Elas ajudam a soltar a tensão acumulada.': {
      statements: [142],
      context: 'any',
    },
    'Leia histórias de líderes que você admira e observe como eles lidaram com derrotas e com a própria impaciência.': {
      statements: [21, 114],
      context: 'any',
    },
    'Reserve momentos de descanso de verdade. A força também precisa de pausa, e ninguém precisa provar resistência o tempo todo.': {
      statements: [78],
      context: 'any',
    },
  },
  tips: {
    'Estude com metas desafiadoras e que dá para medir, como bater o seu próprio recorde de acertos nos simulados. Superar as suas marcas é um ótimo combustível.':
      { statements: [142, 114], context: 'school' },
    'Quando uma matéria parecer inútil, pense em como ela se liga às suas metas. Para quem quer liderar, a Matemática ajuda a cuidar do dinheiro, e a Redação ajuda a convencer.':
      { statements: [21, 118], context: 'school' },
    'Na redação do Enem (Exame Nacional do Ensino Médio), use a sua facilidade para defender uma opinião. Mas siga a estrutura do texto. E capriche na proposta de solução, que vale muitos pontos.':
      { statements: [8, 99], context: 'school' },
    'No primeiro emprego, aprenda as regras e o jeito da empresa antes de propor grandes mudanças. Nos primeiros meses, mostrar resultado abre mais portas do que questionar tudo.':
      { statements: [118, 82], context: 'work' },
    'Procure chances de liderar desde já, como o grêmio, o time da escola ou a organização de um campeonato. Isso conta no currículo e treina você a guiar pessoas.':
      { statements: [21, 12], context: 'school' },
    'Em entrevistas, mostre a sua iniciativa com exemplos reais. Mas deixe claro que sabe trabalhar em equipe e receber orientação.': {
      statements: [114, 82],
      context: 'work',
    },
    'Quando algo parecer injusto no trabalho, anote os fatos e leve o assunto a quem pode resolver, com calma. Argumentos organizados têm muito mais força do que uma reação de cabeça quente.':
      { statements: [151, 142], context: 'work' },
  },
};
