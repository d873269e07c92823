import type { ProfileContent } from '../content.schema';

export const individualista: ProfileContent = {
  id: 4,
  slug: 'individualista',
  name: 'Individualista',
  careerName: 'Criativo',
  description:
    'Você sente o mundo com intensidade e tem um jeito muito seu de enxergar as coisas. Enquanto muita gente segue o caminho mais óbvio, você procura o que tem significado, beleza e verdade, e costuma perceber detalhes e emoções que passam despercebidos pelos outros. Sua marca é a originalidade: quando você coloca algo seu em um projeto, ele ganha alma.',
  icon: '🎨',
  color: '#7e22ce',
  motivation:
    'Ser fiel a quem você é e encontrar um trabalho que tenha a sua cara. Você quer criar coisas com significado e sentir que o seu olhar único sobre o mundo faz diferença na vida das pessoas.',
  coreValues: [
    'Autenticidade',
    'Criatividade',
    'Sensibilidade',
    'Profundidade',
    'Beleza e expressão',
    'Propósito',
  ],
  scenario:
    'Segunda-feira, 7h40. No ônibus a caminho da escola, você está de fone, olhando a cidade pela janela e anotando no celular uma ideia que surgiu do nada: uma paleta de cores inspirada no céu nublado. Na aula, a professora pede um cartaz sobre reciclagem. Enquanto o grupo pensa em copiar um modelo da internet, você propõe algo diferente: contar a história de uma garrafa, da fábrica até o mar. No começo, estranham a ideia; no fim, é o trabalho que todo mundo quer fotografar. À tarde, no estágio em uma pequena agência, seu chefe pede ajustes em uma arte que você achava perfeita. Bate aquela vontade de defender cada detalhe, mas você respira, escuta o motivo e descobre que dá para manter a sua essência e ainda atender o cliente. À noite, no jantar, sua família pergunta como foi o dia. Você conta a história do cartaz com um brilho no olhar e percebe que é isso que quer para a vida: criar coisas que toquem as pessoas.',
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
    'Monte um portfólio desde já, mesmo que seja com trabalhos da escola, desenhos, textos, vídeos ou fotos, e guarde tudo organizado em uma pasta ou em um perfil on-line.',
    'Nos estudos, transforme o conteúdo em algo visual: mapas mentais coloridos, esquemas desenhados e resumos com a sua identidade ajudam você a lembrar muito mais.',
    'Não espere a inspiração chegar para começar: reserve um horário fixo para estudar ou criar, nem que seja meia hora por dia, porque a inspiração costuma aparecer no meio do caminho.',
    'Na entrevista de emprego, conte uma história real sobre algo que você criou ou resolveu; isso mostra sua originalidade muito melhor do que qualquer lista de qualidades.',
    'Quando receber uma tarefa que parece sem graça, procure nela um detalhe que você possa fazer do seu jeito; isso mantém sua motivação sem fugir do que foi pedido.',
    'Aprenda o básico das ferramentas que o mercado usa, como editores de imagem, vídeo e texto; há muitos cursos gratuitos on-line e em programas de gratuidade de instituições como o SENAC.',
    'Peça opiniões sobre o trabalho, e não sobre você: pergunte "o que posso melhorar nesta peça?" e anote as respostas, para não levar nada para o lado pessoal.',
  ],
  careers: [
    {
      name: 'Designer Gráfico(a)',
      whyItFits:
        'Você transforma ideias e sentimentos em imagens, cores e formas que comunicam algo de verdade.',
      pathInBrazil:
        'Curso técnico em Design Gráfico ou Comunicação Visual (ETECs, institutos federais, SENAC), tecnólogo em Design Gráfico ou graduação em Design, com ingresso pelo ENEM via SISU, ProUni ou FIES; um bom portfólio pesa tanto quanto o diploma.',
    },
    {
      name: 'Ilustrador(a)',
      whyItFits:
        'Desenhar permite que você crie mundos inteiros com a sua assinatura pessoal, do livro infantil ao jogo digital.',
      pathInBrazil:
        'Não há diploma obrigatório: graduação em Design ou Artes Visuais ajuda, assim como cursos livres de desenho e ilustração digital; o essencial é um portfólio on-line, e muita gente começa com trabalhos freelance.',
    },
    {
      name: 'Fotógrafo(a)',
      whyItFits:
        'Seu olhar sensível encontra beleza e emoção em cenas que a maioria das pessoas nem repara.',
      pathInBrazil:
        'Cursos livres de fotografia (o SENAC é referência na área), tecnólogo em Fotografia ou graduação em Comunicação Social; fotografar eventos da escola e da comunidade é um ótimo jeito de montar o primeiro portfólio.',
    },
    {
      name: 'Designer de Moda',
      whyItFits:
        'A moda é uma forma de expressar identidade, e você tem facilidade para criar peças que contam quem a pessoa é.',
      pathInBrazil:
        'Curso técnico em Modelagem do Vestuário ou Produção de Moda (SENAI, ETECs, SENAC) e depois tecnólogo ou bacharelado em Design de Moda, que pode ser feito com bolsa do ProUni ou financiamento do FIES.',
    },
    {
      name: 'Arquiteto(a) e Urbanista',
      whyItFits:
        'Você une sensibilidade estética e cuidado com as pessoas para criar espaços que fazem alguém se sentir em casa.',
      pathInBrazil:
        'Graduação em Arquitetura e Urbanismo (cerca de 5 anos, com ingresso pelo ENEM via SISU, ProUni ou FIES) e registro no CAU; um curso técnico em Edificações ou Design de Interiores pode ser o primeiro passo.',
    },
    {
      name: 'Roteirista',
      whyItFits:
        'Sua capacidade de sentir a fundo as emoções humanas dá vida a personagens e histórias marcantes para filmes, séries e podcasts.',
      pathInBrazil:
        'Graduação em Cinema e Audiovisual ou em Rádio, TV e Internet, além de oficinas e cursos livres de roteiro; inscrever projetos em editais de cultura e laboratórios de roteiro ajuda a ganhar experiência e visibilidade.',
    },
    {
      name: 'Produtor(a) Musical',
      whyItFits:
        'Você tem ouvido para climas e emoções e consegue dar identidade própria ao som de um artista.',
      pathInBrazil:
        'Cursos técnicos ou livres de música e áudio, tecnólogo em Produção Fonográfica ou graduação em Música (que pode ter prova de habilidade específica); montar um pequeno estúdio em casa e produzir artistas locais é como muita gente começa.',
    },
    {
      name: 'Ator/Atriz',
      whyItFits:
        'Sua intensidade emocional e sua facilidade para entender sentimentos viram presença de palco e verdade em cena.',
      pathInBrazil:
        'Curso técnico em Teatro (oferecido, por exemplo, em algumas ETECs e escolas públicas de arte) ou graduação em Artes Cênicas; essa formação permite obter o registro profissional (DRT), necessário para atuar profissionalmente.',
    },
    {
      name: 'Redator(a) Publicitário(a)',
      whyItFits:
        'Você encontra palavras originais que tocam as pessoas e fazem uma marca ganhar personalidade.',
      pathInBrazil:
        'Graduação em Publicidade e Propaganda, Jornalismo ou Letras, com ingresso pelo ENEM via SISU, ProUni ou FIES; cursos técnicos em Publicidade ou Marketing e estágios em agências ajudam a começar cedo.',
    },
    {
      name: 'Musicoterapeuta',
      whyItFits:
        'Une sua sensibilidade artística ao desejo de ajudar as pessoas a expressarem e cuidarem do que sentem.',
      pathInBrazil:
        'Graduação em Musicoterapia, oferecida por poucas universidades no país (algumas delas públicas), ou especialização em Musicoterapia depois de uma graduação em Música, Psicologia ou outra área da saúde.',
    },
  ],
  weaknesses: [
    'Você pode receber críticas como se falassem de quem você é, e não do trabalho; lembre-se de que um ajuste no projeto não diminui o seu valor.',
    'Comparar-se com quem parece ter uma vida mais interessante nas redes sociais pode roubar sua energia; o seu caminho tem um ritmo próprio.',
    'Em dias de ânimo mais baixo, a motivação pode sumir e as tarefas se acumulam; ter uma rotina mínima ajuda a atravessar essas fases.',
    'Tarefas repetitivas ou burocráticas podem parecer sem sentido, e existe o risco de adiá-las até virarem um problema.',
    'A vontade de fazer tudo de um jeito único pode atrasar entregas; às vezes, o simples e pronto vale mais do que o perfeito e atrasado.',
    'Quando sente que ninguém entende você, pode se afastar do grupo justamente no momento em que uma conversa resolveria.',
    'Focar no que falta, como a oportunidade que não veio ou o talento que outra pessoa tem, pode esconder tudo o que você já conquistou.',
  ],
  workStyle: [
    'Você rende mais quando tem liberdade para propor ideias e dar um toque pessoal ao resultado, e não apenas seguir um roteiro fechado.',
    'Ambientes que valorizam a criatividade e acolhem o diferente, como agências, estúdios, ONGs e startups, tendem a tirar o melhor de você.',
    'Você se dedica muito mais a projetos com propósito claro: saber para quem e por que algo está sendo feito faz toda a diferença.',
    'Em equipe, costuma ser quem traz a ideia inesperada e quem percebe como as pessoas do grupo estão se sentindo.',
    'Precisa de momentos de concentração individual para criar; depois, gosta de apresentar a ideia e lapidá-la junto com o grupo.',
    'Funciona melhor com prazos e combinados claros, que dão estrutura à sua criatividade sem sufocá-la.',
    'Líderes que dão retorno sincero e respeitoso conquistam sua confiança e o seu melhor esforço.',
  ],
  relationships: [
    'Com chefes, combine expectativas no início de cada tarefa: pergunte o objetivo, o prazo e o que não pode mudar; assim fica claro onde sua criatividade é mais bem-vinda.',
    'Quando discordar de uma decisão, explique seu ponto de vista com exemplos e, depois, respeite o que foi combinado; defender uma ideia não é o mesmo que brigar por ela.',
    'Com colegas, reconheça em voz alta as boas ideias dos outros; você sabe como é bom ter o próprio trabalho reconhecido, e isso cria parcerias fortes.',
    'Com clientes, escute primeiro o que eles sentem e desejam antes de mostrar sua proposta; sua empatia ajuda a transformar vontades difíceis de explicar em soluções concretas.',
    'Se algo incomodar, fale logo e com calma, em vez de guardar o sentimento até ele virar distância.',
    'Evite interpretar um silêncio ou uma resposta curta como rejeição; no trabalho, muitas vezes a pessoa só está ocupada.',
    'Busque uma mentoria: alguém mais experiente da área criativa, cuja trajetória você admire, a quem possa pedir conselhos de vez em quando.',
  ],
  personalGrowth: [
    'Crie o hábito de terminar projetos: escolha um trabalho pequeno por mês, como um desenho, um texto ou um vídeo, e leve até o fim, mesmo que não fique perfeito.',
    'Durante algumas semanas, anote à noite três coisas boas que aconteceram no dia, para treinar o olhar para o que você já tem.',
    'Transforme emoções em ação: quando sentir algo forte, escreva, desenhe ou toque uma música e, em seguida, decida um passo prático para lidar com a situação.',
    'Cuide da rotina básica, com sono, alimentação e movimento, porque ela sustenta o seu humor e a sua criatividade.',
    'Participe de oficinas, grupos ou coletivos culturais da sua cidade para trocar experiências com outras pessoas que também criam.',
    'Quando receber uma crítica, espere algumas horas antes de responder e anote o que nela é útil; com o tempo, isso se torna natural.',
    'Se a tristeza ficar pesada ou durar muito tempo, converse com alguém de confiança e procure apoio profissional; cuidar da saúde emocional é sinal de força.',
  ],
  famousPeople: [
    {
      name: 'Frida Kahlo',
      note: 'A pintora mexicana costuma ser lembrada como exemplo deste perfil por transformar a própria história e os próprios sentimentos em uma arte única e inconfundível.',
    },
    {
      name: 'Clarice Lispector',
      note: 'É frequentemente associada a este perfil pela escrita intensa e introspectiva, que mergulha nas emoções e nas perguntas mais profundas do ser humano.',
    },
    {
      name: 'Ney Matogrosso',
      note: 'Costuma ser citado como exemplo de autenticidade pela coragem de criar, ao longo de décadas, um estilo artístico totalmente próprio.',
    },
    {
      name: 'Tarsila do Amaral',
      note: 'Costuma ser lembrada como exemplo de originalidade por ter criado uma linguagem visual brasileira e pessoal, que marcou a história da arte no país.',
    },
    {
      name: 'Billie Eilish',
      note: 'A cantora estadunidense é frequentemente associada a este perfil pela imagem pública de sensibilidade e pelas músicas que falam abertamente de sentimentos.',
    },
  ],
};
