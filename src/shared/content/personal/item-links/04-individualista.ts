/** Profile 4 (Individualista): each portrait item's key statements (question set 2026-11-v3) and its part of life. */
import type { ProfileItemLinks } from '../item-links.schema';

export const INDIVIDUALISTA_LINKS: ProfileItemLinks = {
  personalityTraits: {
    'Sensibilidade apurada': { statements: [20, 30], context: 'any' },
    'Originalidade no jeito de pensar': { statements: [120, 111], context: 'any' },
    'Intensidade emocional': { statements: [20, 116], context: 'any' },
    'Busca constante por significado': { statements: [80], context: 'any' },
    'Senso estético marcante': { statements: [30, 124], context: 'any' },
    'Introspecção e autoconhecimento': { statements: [70, 116], context: 'any' },
    'Empatia com quem está passando por dificuldades': { statements: [70], context: 'any' },
  },
  strengths: {
    'Criatividade para soluções fora do comum': { statements: [120, 111], context: 'any' },
    'Olhar atento para estética e detalhes': { statements: [30], context: 'any' },
    'Capacidade de transformar emoções em ideias': { statements: [20, 124], context: 'any' },
    'Empatia profunda': { statements: [70, 20], context: 'any' },
    'Autenticidade que inspira confiança': { statements: [45, 120], context: 'any' },
    'Talento para contar histórias': { statements: [124, 103], context: 'any' },
    'Coragem para ser diferente': { statements: [45, 111], context: 'any' },
  },
  weaknesses: {
    'Você pode ouvir uma crítica como se ela falasse de quem você é, e não do trabalho. Um ajuste no projeto não diminui o seu valor.': {
      statements: [20],
      context: 'any',
    },
    'Comparar a sua vida com a de quem parece mais interessante nas redes pode roubar a sua energia. O seu caminho tem um ritmo próprio.': {
      statements: [111, 9],
      context: 'any',
    },
    'Em dias de ânimo baixo, a motivação pode sumir e as tarefas se acumulam. Ter uma rotina mínima ajuda a passar por essas fases.': {
      statements: [116, 20],
      context: 'any',
    },
    'Tarefas repetitivas ou cheias de papelada podem parecer sem sentido. Existe o risco de adiar essas tarefas até virarem um problema.': {
      statements: [80],
      context: 'any',
    },
    'A vontade de fazer tudo de um jeito único pode atrasar as entregas. Às vezes, o simples e pronto vale mais do que o perfeito e atrasado.': {
      statements: [120],
      context: 'any',
    },
    'Quando sente que ninguém entende você, pode se afastar do grupo bem na hora em que uma conversa resolveria.': { statements: [111, 9], context: 'any' },
    'Focar no que falta, como a chance que não veio ou o talento de outra pessoa, pode esconder tudo o que você já conquistou.': {
      statements: [116],
      context: 'any',
    },
  },
  workStyle: {
    'Você rende mais quando tem liberdade para propor ideias e dar um toque pessoal ao resultado, e não só seguir um roteiro fechado.': {
      statements: [120],
      context: 'any',
    },
    'Lugares que valorizam a criatividade e acolhem o diferente, como agências, estúdios e projetos sociais, tiram o melhor de você.': {
      statements: [124, 111],
      context: 'work',
    },
    'Você se dedica muito mais a projetos com um propósito claro. Saber para quem e por que algo está sendo feito muda tudo.': {
      statements: [80],
      context: 'any',
    },
    'Em equipe, costuma ser quem traz a ideia inesperada e quem percebe como cada pessoa do grupo está se sentindo.': { statements: [120, 70], context: 'any' },
    'Precisa de momentos a sós para criar. Depois, gosta de mostrar a ideia e melhorá-la junto com o grupo.': { statements: [124, 103], context: 'any' },
    'Funciona melhor com prazos e combinados claros, que dão estrutura à sua criatividade sem sufocá-la.': { statements: [103, 120], context: 'any' },
    'Chefes que dão um retorno sincero e respeitoso ganham a sua confiança e o seu melhor esforço.': { statements: [20], context: 'work' },
  },
  relationships: {
    'Com a chefia, combine tudo no início de cada tarefa: o objetivo, o prazo e o que não pode mudar. Assim fica claro onde a sua criatividade é mais bem-vinda.':
      { statements: [120], context: 'work' },
    'Quando discordar de uma decisão, explique o seu ponto de vista com exemplos. Depois, respeite o que foi combinado. Defender uma ideia não é o mesmo que brigar por ela.':
      { statements: [120, 20], context: 'any' },
    'Com os colegas, elogie em voz alta as boas ideias dos outros. Você sabe como é bom ter o trabalho reconhecido, e isso cria parcerias fortes.': {
      statements: [124],
      context: 'any',
    },
    'Com clientes, escute primeiro o que eles sentem e querem, e só depois mostre a sua proposta. A sua empatia ajuda a transformar vontades confusas em soluções concretas.':
      { statements: [70, 20], context: 'work' },
    'Se algo incomodar você, fale logo e com calma. Não guarde o sentimento até ele virar distância.': { statements: [116], context: 'any' },
    'Não leia um silêncio ou uma resposta curta como rejeição. No trabalho, muitas vezes a pessoa só está ocupada.': { statements: [20, 111], context: 'work' },
    'Procure alguém mais experiente da área criativa, cuja história você admire. Peça conselhos a essa pessoa de vez em quando.': {
      statements: [124, 103],
      context: 'any',
    },
  },
  personalGrowth: {
    'Crie o hábito de terminar projetos. Escolha um trabalho pequeno por mês, como um desenho, um texto ou um vídeo, e leve até o fim, mesmo que não fique perfeito.':
      { statements: [124, 120], context: 'any' },
    'Durante algumas semanas, anote à noite três coisas boas que aconteceram no dia. Isso treina o seu olhar para o que você já tem.': {
      statements: [116],
      context: 'any',
    },
    'Transforme emoções em ação. Quando sentir algo forte, escreva, desenhe ou toque uma música. Depois, decida um passo prático para lidar com a situação.': {
      statements: [20],
      context: 'any',
    },
    'Cuide da rotina básica, com sono, comida e movimento. Ela sustenta o seu humor e a sua criatividade.': { statements: [116, 20], context: 'any' },
    'Participe de oficinas, grupos ou coletivos de arte da sua cidade para trocar experiências com outras pessoas que também criam.': {
      statements: [103, 111],
      context: 'any',
    },
    'Quando receber uma crítica, espere algumas horas antes de responder e anote o que nela é útil. Com o tempo, isso fica natural.': {
      statements: [20],
      context: 'any',
    },
    'Se a tristeza ficar pesada ou durar muito, converse com alguém de confiança e procure ajuda profissional. Cuidar da saúde emocional é sinal de força.': {
      statements: [116],
      context: 'any',
    },
  },
  tips: {
    'Monte um portfólio desde já, mesmo com trabalhos da escola, desenhos, textos, vídeos ou fotos. Guarde tudo organizado numa pasta ou num perfil na internet.':
      { statements: [124], context: 'any' },
    'Nos estudos, transforme a matéria em algo visual, como mapas coloridos, esquemas desenhados e resumos com a sua cara. Assim você lembra muito mais.': {
      statements: [30, 120],
      context: 'school',
    },
    'Não espere a inspiração chegar para começar. Marque um horário fixo para estudar ou criar, nem que seja meia hora por dia. A inspiração costuma aparecer no meio do caminho.':
      { statements: [80, 103], context: 'any' },
    'Na entrevista de emprego, conte uma história real de algo que você criou ou resolveu. Isso mostra a sua originalidade melhor do que uma lista de qualidades.':
      { statements: [124, 111], context: 'work' },
    'Quando uma tarefa parecer sem graça, procure nela um detalhe que você possa fazer do seu jeito. Isso mantém a motivação sem fugir do que foi pedido.': {
      statements: [80, 120],
      context: 'any',
    },
    'Aprenda o básico dos programas que o mercado usa, como editores de imagem, vídeo e texto. Há muitos cursos de graça na internet e no Senac (Serviço Nacional de Aprendizagem Comercial).':
      { statements: [103, 124], context: 'any' },
    'Peça opiniões sobre o trabalho, e não sobre você. Pergunte “o que posso melhorar nesta peça?” e anote as respostas, para não levar nada para o lado pessoal.':
      { statements: [20], context: 'any' },
  },
};
