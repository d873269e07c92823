import type { ProfileContent } from '../content.schema';

export const individualista: ProfileContent = {
  id: 4,
  slug: 'individualista',
  name: 'Individualista',
  careerName: 'Criativo',
  description:
    'Você sente o mundo com força e tem um jeito muito seu de ver as coisas. Enquanto muita gente segue o caminho mais óbvio, você procura o que tem sentido, beleza e verdade. Costuma notar detalhes e emoções que passam batido para os outros. A sua marca é a originalidade: quando você põe algo seu num projeto, ele ganha alma.',
  icon: '🎨',
  color: '#7e22ce',
  motivation:
    'Ser fiel a quem você é e achar um trabalho com a sua cara. Você quer criar coisas com sentido e sentir que o seu olhar faz diferença na vida das pessoas.',
  coreValues: ['Autenticidade', 'Criatividade', 'Sensibilidade', 'Profundidade', 'Beleza e expressão', 'Propósito'],
  scenario:
    'Segunda-feira, 7h40. No ônibus para a escola, você está de fone, olhando a cidade pela janela. Anota no celular uma ideia que surgiu do nada: uma paleta de cores inspirada no céu nublado. Na aula, a professora pede um cartaz sobre reciclagem. O grupo pensa em copiar um modelo da internet, mas você propõe outra coisa: contar a história de uma garrafa, da fábrica até o mar. No começo, a turma estranha. No fim, é o trabalho que todo mundo quer fotografar. À tarde, no estágio numa pequena agência, o seu chefe pede mudanças numa arte que você achava perfeita. Bate a vontade de defender cada detalhe. Mas você respira, escuta o motivo e descobre que dá para manter a sua essência e ainda atender o cliente. À noite, no jantar, você conta a história do cartaz com um brilho no olhar. E percebe que é isso que quer para a vida: criar coisas que toquem as pessoas.',
  scenarioAfterSchool:
    'Você acorda com uma ideia de estampa na cabeça e desenha antes do café. Desde que terminou o ensino médio, você vende camisetas com as suas ilustrações. Aos 18 anos, abriu um MEI (Microempreendedor Individual), e cada venda sai com nota. De manhã, faz as tarefas do seu curso de tecnólogo em Design Gráfico, que é a distância. Um grupo de teatro encomenda camisetas e pede algo que ninguém tenha. Você lê a peça deles e cria uma estampa a partir de uma fala. Eles amam. À tarde, chega a parte que você menos curte: anotar as vendas do mês e conferir as notas. Dá vontade de deixar para depois. Você põe uma música, faz tudo em meia hora e volta a desenhar. Mais tarde, nas redes, vê o trabalho de um artista famoso. Bate a sensação de que o seu nunca vai ser bom o bastante. Você fecha o aplicativo e abre as suas peças do ano passado. Dá para ver o quanto você cresceu. À noite, a sua irmã pede uma estampa para o time de futsal dela, e você já começa o rascunho.',
  personalityTraits: [
    'Sensibilidade apurada',
    'Originalidade no jeito de pensar',
    'Intensidade emocional',
    'Busca constante por significado',
    'Senso estético marcante',
    'Introspecção e autoconhecimento',
    'Empatia com quem está passando por dificuldades',
  ],
  strengths: [
    'Criatividade para soluções fora do comum',
    'Olhar atento para estética e detalhes',
    'Capacidade de transformar emoções em ideias',
    'Empatia profunda',
    'Autenticidade que inspira confiança',
    'Talento para contar histórias',
    'Coragem para ser diferente',
  ],
  tips: [
    'Monte um portfólio desde já, mesmo com trabalhos da escola, desenhos, textos, vídeos ou fotos. Guarde tudo organizado numa pasta ou num perfil na internet.',
    'Nos estudos, transforme a matéria em algo visual, como mapas coloridos, esquemas desenhados e resumos com a sua cara. Assim você lembra muito mais.',
    'Não espere a inspiração chegar para começar. Marque um horário fixo para estudar ou criar, nem que seja meia hora por dia. A inspiração costuma aparecer no meio do caminho.',
    'Na entrevista de emprego, conte uma história real de algo que você criou ou resolveu. Isso mostra a sua originalidade melhor do que uma lista de qualidades.',
    'Quando uma tarefa parecer sem graça, procure nela um detalhe que você possa fazer do seu jeito. Isso mantém a motivação sem fugir do que foi pedido.',
    'Aprenda o básico dos programas que o mercado usa, como editores de imagem, vídeo e texto. Há muitos cursos de graça na internet e no Senac (Serviço Nacional de Aprendizagem Comercial).',
    'Peça opiniões sobre o trabalho, e não sobre você. Pergunte “o que posso melhorar nesta peça?” e anote as respostas, para não levar nada para o lado pessoal.',
  ],
  weaknesses: [
    'Você pode ouvir uma crítica como se ela falasse de quem você é, e não do trabalho. Um ajuste no projeto não diminui o seu valor.',
    'Comparar a sua vida com a de quem parece mais interessante nas redes pode roubar a sua energia. O seu caminho tem um ritmo próprio.',
    'Em dias de ânimo baixo, a motivação pode sumir e as tarefas se acumulam. Ter uma rotina mínima ajuda a passar por essas fases.',
    'Tarefas repetitivas ou cheias de papelada podem parecer sem sentido. Existe o risco de adiar essas tarefas até virarem um problema.',
    'A vontade de fazer tudo de um jeito único pode atrasar as entregas. Às vezes, o simples e pronto vale mais do que o perfeito e atrasado.',
    'Quando sente que ninguém entende você, pode se afastar do grupo bem na hora em que uma conversa resolveria.',
    'Focar no que falta, como a chance que não veio ou o talento de outra pessoa, pode esconder tudo o que você já conquistou.',
  ],
  workStyle: [
    'Você rende mais quando tem liberdade para propor ideias e dar um toque pessoal ao resultado, e não só seguir um roteiro fechado.',
    'Lugares que valorizam a criatividade e acolhem o diferente, como agências, estúdios e projetos sociais, tiram o melhor de você.',
    'Você se dedica muito mais a projetos com um propósito claro. Saber para quem e por que algo está sendo feito muda tudo.',
    'Em equipe, costuma ser quem traz a ideia inesperada e quem percebe como cada pessoa do grupo está se sentindo.',
    'Precisa de momentos a sós para criar. Depois, gosta de mostrar a ideia e melhorá-la junto com o grupo.',
    'Funciona melhor com prazos e combinados claros, que dão estrutura à sua criatividade sem sufocá-la.',
    'Chefes que dão um retorno sincero e respeitoso ganham a sua confiança e o seu melhor esforço.',
  ],
  relationships: [
    'Com a chefia, combine tudo no início de cada tarefa: o objetivo, o prazo e o que não pode mudar. Assim fica claro onde a sua criatividade é mais bem-vinda.',
    'Quando discordar de uma decisão, explique o seu ponto de vista com exemplos. Depois, respeite o que foi combinado. Defender uma ideia não é o mesmo que brigar por ela.',
    'Com os colegas, elogie em voz alta as boas ideias dos outros. Você sabe como é bom ter o trabalho reconhecido, e isso cria parcerias fortes.',
    'Com clientes, escute primeiro o que eles sentem e querem, e só depois mostre a sua proposta. A sua empatia ajuda a transformar vontades confusas em soluções concretas.',
    'Se algo incomodar você, fale logo e com calma. Não guarde o sentimento até ele virar distância.',
    'Não leia um silêncio ou uma resposta curta como rejeição. No trabalho, muitas vezes a pessoa só está ocupada.',
    'Procure alguém mais experiente da área criativa, cuja história você admire. Peça conselhos a essa pessoa de vez em quando.',
  ],
  personalGrowth: [
    'Crie o hábito de terminar projetos. Escolha um trabalho pequeno por mês, como um desenho, um texto ou um vídeo, e leve até o fim, mesmo que não fique perfeito.',
    'Durante algumas semanas, anote à noite três coisas boas que aconteceram no dia. Isso treina o seu olhar para o que você já tem.',
    'Transforme emoções em ação. Quando sentir algo forte, escreva, desenhe ou toque uma música. Depois, decida um passo prático para lidar com a situação.',
    'Cuide da rotina básica, com sono, comida e movimento. Ela sustenta o seu humor e a sua criatividade.',
    'Participe de oficinas, grupos ou coletivos de arte da sua cidade para trocar experiências com outras pessoas que também criam.',
    'Quando receber uma crítica, espere algumas horas antes de responder e anote o que nela é útil. Com o tempo, isso fica natural.',
    'Se a tristeza ficar pesada ou durar muito, converse com alguém de confiança e procure ajuda profissional. Cuidar da saúde emocional é sinal de força.',
  ],
  famousPeople: [
    {
      name: 'Frida Kahlo',
      note: 'A pintora mexicana costuma ser lembrada como exemplo deste perfil. Ela transformou a própria história e os próprios sentimentos numa arte única.',
    },
    {
      name: 'Clarice Lispector',
      note: 'É muito ligada a este perfil pela escrita intensa e voltada para dentro, que mergulha nas emoções e nas grandes perguntas da vida.',
    },
    {
      name: 'Ney Matogrosso',
      note: 'Costuma ser citado como exemplo de autenticidade pela coragem de criar, ao longo de décadas, um estilo artístico todo seu.',
    },
    {
      name: 'Tarsila do Amaral',
      note: 'Costuma ser lembrada como exemplo de originalidade. Ela criou um jeito brasileiro e pessoal de pintar, que marcou a história da arte no país.',
    },
    {
      name: 'Billie Eilish',
      note: 'A cantora americana é muito ligada a este perfil pela imagem de sensibilidade e pelas músicas que falam abertamente de sentimentos.',
    },
  ],
};
