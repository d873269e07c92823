import type { ProfileContent } from '../content.schema';

export const entusiasta: ProfileContent = {
  id: 7,
  slug: 'entusiasta',
  name: 'Entusiasta',
  careerName: 'Comunicativo',
  description:
    'Você é a pessoa que transforma um dia comum em uma história que vale a pena contar. Tem curiosidade por quase tudo, se empolga com ideias novas e consegue animar um grupo inteiro com poucos minutos de conversa. Onde há gente, movimento e possibilidades, você se sente em casa, e costuma enxergar um lado bom até quando o plano dá errado.',
  icon: '🎉',
  color: '#c2410c',
  motivation:
    'Viver experiências novas, aprender coisas diferentes e dividir essa alegria com as pessoas ao seu redor. Você quer ter sempre a liberdade de escolher o próximo caminho.',
  coreValues: [
    'Liberdade',
    'Alegria',
    'Curiosidade',
    'Criatividade',
    'Otimismo',
    'Conexão com as pessoas',
  ],
  scenario:
    'O despertador toca e, antes mesmo de levantar, você já pensou em três planos para o fim de semana. Na escola, a professora de História pede um trabalho sobre a Semana de Arte Moderna e, enquanto o grupo ainda discute quem faz o quê, você sugere transformar a apresentação em um podcast, com vinheta e uma entrevista imaginária com a Tarsila do Amaral. A turma adora a ideia. À tarde, no estágio de atendimento em uma agência de viagens, um cliente chega irritado com um voo cancelado; você escuta, solta um comentário leve na hora certa e encontra uma alternativa que ele nem tinha considerado. Ele vai embora sorrindo. À noite, a lista de tarefas pesa: o roteiro do podcast está pela metade e você prometeu ajudar um amigo a editar um vídeo. Dá vontade de abrir mais uma aba e começar outro projeto. Você respira, coloca o celular no modo foco e termina o roteiro primeiro. A ideia brilhante vira algo pronto, e essa satisfação é diferente de todas as outras.',
  personalityTraits: [
    'Curiosidade sem fim',
    'Energia contagiante',
    'Otimismo diante dos problemas',
    'Facilidade para puxar conversa',
    'Mente rápida e cheia de ideias',
    'Gosto por variedade e novidade',
    'Bom humor espontâneo',
  ],
  strengths: [
    'Criatividade para soluções inesperadas',
    'Comunicação leve e envolvente',
    'Capacidade de motivar o grupo',
    'Adaptação rápida a mudanças',
    'Rede de contatos ampla',
    'Aprendizado ágil de assuntos novos',
    'Disposição para recomeçar',
  ],
  tips: [
    'Divida o estudo em blocos curtos, de 25 a 40 minutos, alternando matérias. A variedade mantém sua mente interessada sem transformar a rotina em bagunça.',
    'Transforme conteúdo difícil em algo que você possa explicar: grave um áudio, faça um mapa mental colorido ou dê uma “aula” para um amigo. Falar sobre o assunto ajuda você a fixar.',
    'Antes de começar um projeto novo, termine o anterior ou decida conscientemente encerrá-lo. Uma lista visível de “coisas em andamento” ajuda a não acumular começos.',
    'Na preparação para o ENEM, faça simulados completos com cronômetro. Eles treinam a concentração por várias horas seguidas, que é justamente o músculo que você mais precisa exercitar.',
    'No primeiro emprego, anote prazos e combinados no momento em que eles aparecem. Sua cabeça está sempre cheia de ideias, e um bloco de notas evita esquecimentos que pegam mal.',
    'Em entrevistas de emprego, use sua facilidade de conversa, mas traga exemplos concretos do que você já fez, como um evento que organizou na escola, um projeto voluntário ou um perfil que você mantém nas redes.',
    'Estágios e programas de jovem aprendiz em áreas com muito contato com o público são ótimos para você testar, na prática, o que combina com você antes de escolher um caminho de longo prazo.',
  ],
  careers: [
    {
      name: 'Relações Públicas',
      whyItFits:
        'Construir pontes entre uma organização e o público, criar ações e conversar com gente de todo tipo aproveita ao máximo sua comunicação e sua energia.',
      pathInBrazil:
        'O caminho é a graduação em Relações Públicas (vagas pelo ENEM/SISU, ProUni ou FIES), e o exercício da profissão exige registro no Conselho Regional de Profissionais de Relações Públicas (CONRERP); estágios em agências e assessorias de comunicação ajudam a começar.',
    },
    {
      name: 'Guia de Turismo',
      whyItFits:
        'Cada dia tem um grupo novo, um roteiro diferente e muitas histórias para contar: variedade e contato com pessoas são exatamente o que motiva você.',
      pathInBrazil:
        'É preciso concluir um curso técnico em Guia de Turismo (oferecido por SENAC, ETECs e Institutos Federais) e fazer o cadastro obrigatório no Cadastur, do Ministério do Turismo; depois, dá para se especializar em roteiros regionais, nacionais ou de aventura.',
    },
    {
      name: 'Produtor(a) de Eventos',
      whyItFits:
        'Shows, festivais, formaturas e feiras são ambientes cheios de movimento, em que sua criatividade e sua energia fazem a festa acontecer.',
      pathInBrazil:
        'Há cursos técnicos em Eventos em ETECs, no SENAC e em Institutos Federais, além do tecnólogo em Eventos; trabalhar como staff ou recepcionista em eventos é uma forma comum de entrar na área e montar uma rede de contatos.',
    },
    {
      name: 'Jornalista',
      whyItFits:
        'Descobrir assuntos novos todos os dias, entrevistar pessoas e contar histórias combina com sua curiosidade e sua facilidade de comunicação.',
      pathInBrazil:
        'A graduação em Jornalismo (ENEM/SISU, ProUni ou FIES) é o caminho mais comum e valorizado pelo mercado, embora o diploma não seja obrigatório por lei desde 2009; estágios em redações, portais e rádios e um portfólio de reportagens fazem diferença.',
    },
    {
      name: 'Locutor(a) e Apresentador(a)',
      whyItFits:
        'Rádio, TV, podcasts e transmissões ao vivo pedem improviso, carisma e bom humor, qualidades que aparecem naturalmente em você.',
      pathInBrazil:
        'Cursos técnicos ou profissionalizantes de Locução e de Rádio e TV, como os do SENAC, permitem obter o registro profissional de radialista (DRT) na Superintendência Regional do Trabalho; a graduação em Rádio, TV e Internet é outra opção, e criar conteúdo próprio em áudio ou vídeo ajuda a treinar.',
    },
    {
      name: 'Analista de Mídias Sociais',
      whyItFits:
        'Acompanhar tendências, testar formatos novos e conversar com o público em tempo real é um trabalho dinâmico que combina com sua mente rápida.',
      pathInBrazil:
        'Tecnólogo em Marketing Digital ou graduação em Publicidade e Propaganda são bons caminhos; cursos livres e certificações gratuitas de plataformas digitais, somados a um portfólio com perfis que você já gerenciou, ajudam a conseguir o primeiro estágio.',
    },
    {
      name: 'Comissário(a) de Voo',
      whyItFits:
        'Conhecer cidades diferentes, lidar com passageiros do mundo todo e ter uma rotina que muda a cada escala atende ao seu gosto por aventura e novidade.',
      pathInBrazil:
        'É preciso ter ensino médio completo e pelo menos 18 anos, fazer o curso de comissário em uma escola homologada pela ANAC, passar na prova teórica da ANAC e obter o certificado médico aeronáutico (CMA); depois, as companhias aéreas fazem seleção e treinamento próprios.',
    },
    {
      name: 'Game Designer',
      whyItFits:
        'Inventar mundos, regras e experiências divertidas para outras pessoas transforma sua criatividade e seu gosto por diversão em profissão.',
      pathInBrazil:
        'Há cursos técnicos em Programação de Jogos Digitais em ETECs e Institutos Federais e tecnólogos ou bacharelados em Jogos Digitais (ENEM/SISU, ProUni ou FIES); participar de game jams e publicar pequenos jogos ajuda a montar um portfólio.',
    },
    {
      name: 'Professor(a) de Idiomas',
      whyItFits:
        'Ensinar uma língua é também apresentar culturas, músicas e jeitos de ver o mundo, com aulas dinâmicas e muita conversa.',
      pathInBrazil:
        'Escolas de idiomas costumam contratar quem tem fluência comprovada por certificações internacionais (como as de Cambridge, TOEFL ou DELE); para dar aula em escolas regulares, é preciso licenciatura em Letras e, na rede pública, aprovação em concurso.',
    },
    {
      name: 'Chef de Cozinha',
      whyItFits:
        'Criar sabores, experimentar ingredientes e trabalhar em um ambiente agitado e criativo alimenta sua vontade de inventar e surpreender.',
      pathInBrazil:
        'Você pode começar com um curso técnico em Cozinha (SENAC, ETECs, Institutos Federais) ou como jovem aprendiz em restaurantes e seguir para o tecnólogo em Gastronomia; a experiência prática em cozinhas profissionais conta muito para crescer.',
    },
  ],
  weaknesses: [
    'Você pode começar muitas coisas ao mesmo tempo e ter dificuldade de terminar. A empolgação do início nem sempre dura até a parte repetitiva do trabalho.',
    'Diante de um problema chato ou de uma conversa difícil, a tendência é mudar de assunto ou buscar uma distração, e aí a situação pode crescer.',
    'Rotinas muito repetitivas geram inquietação e tédio rapidamente, o que às vezes é interpretado pelos outros como falta de atenção.',
    'Prometer mais do que cabe na agenda é um risco: você diz “sim” para tudo que parece interessante e depois fica sem tempo para cumprir.',
    'O otimismo, que é uma das suas forças, pode fazer você subestimar prazos e riscos, confiando que “no final dá certo”.',
    'Críticas podem ser desconfortáveis, e às vezes você responde com uma piada em vez de parar para ouvir o que elas têm de útil.',
  ],
  workStyle: [
    'Você rende mais em ambientes dinâmicos, com projetos variados e contato frequente com pessoas.',
    'Brainstorms, reuniões criativas e momentos de lançar ideias são onde você mais brilha dentro de uma equipe.',
    'Funciona bem quando tem liberdade para escolher como fazer, desde que o objetivo e o prazo estejam bem claros.',
    'Costuma ser quem cuida do clima do time: puxa as comemorações, quebra o gelo e anima todo mundo nos dias pesados.',
    'Trabalha muito bem em dupla com alguém mais detalhista, que ajude a transformar suas ideias em planos com etapas.',
    'Prefere empresas que valorizam inovação, aprendizado e mudança, em vez de ambientes muito hierárquicos e engessados.',
    'Gosta de metas curtas e visíveis: acompanhar pequenas vitórias ao longo da semana mantém sua motivação lá em cima.',
  ],
  relationships: [
    'Com a liderança, combine conversas rápidas e frequentes sobre o andamento das tarefas. Isso ajuda você a manter o foco e mostra que suas ideias estão virando entregas.',
    'Ao apresentar uma ideia nova ao gestor, leve junto um primeiro passo prático e uma estimativa de tempo. Ideias que chegam com plano são aprovadas com muito mais facilidade.',
    'Seu bom humor aproxima as pessoas, mas observe o momento: com um colega chateado ou um cliente com problema sério, escute primeiro e deixe a leveza para depois.',
    'Com clientes, sua simpatia é um trunfo. Depois da conversa animada, confirme por escrito o que foi combinado para evitar mal-entendidos.',
    'Valorize os colegas mais quietos ou metódicos: eles enxergam riscos que você pode deixar passar, e essa parceria costuma dar muito certo.',
    'Cumpra os combinados pequenos, como responder a uma mensagem ou entregar sua parte no horário. É isso que transforma simpatia em confiança.',
    'Quando precisar recusar uma tarefa extra, diga com clareza e gentileza. Um “agora não consigo” honesto vale mais do que um “sim” que você não vai conseguir cumprir.',
  ],
  personalGrowth: [
    'Escolha um projeto pessoal, como um curso, um livro ou um canal, e se comprometa a levá-lo até o fim antes de começar o próximo.',
    'Reserve alguns minutos por dia sem estímulos, sem celular e sem música, só observando. Parece simples, mas treina sua capacidade de lidar com o tédio.',
    'Quando sentir vontade de fugir de uma tarefa difícil, pergunte a si: “o que eu estou evitando sentir agora?”. Dar nome ao desconforto ajuda a enfrentá-lo.',
    'Use uma agenda semanal e deixe espaços vazios de propósito. Assim, as novidades cabem na sua vida sem atropelar os compromissos.',
    'Aprofunde-se em um assunto de que você já gosta, indo além do básico. A sensação de dominar algo de verdade é uma alegria diferente da novidade.',
    'Depois de uma experiência marcante, boa ou ruim, escreva algumas linhas sobre ela. Refletir transforma o que você viveu em aprendizado, em vez de apenas passar para a próxima.',
    'Peça feedback a um professor ou gestor de confiança e ouça até o fim antes de comentar, mesmo que a vontade de fazer graça apareça.',
  ],
  famousPeople: [
    {
      name: 'Ivete Sangalo',
      note: 'Costuma ser lembrada como exemplo deste perfil pela energia contagiante nos palcos e pela forma bem-humorada com que transforma qualquer show em festa.',
    },
    {
      name: 'Tatá Werneck',
      note: 'É frequentemente associada a este perfil pela imagem pública de improviso, humor rápido e criatividade para inventar brincadeiras novas a cada programa.',
    },
    {
      name: 'Regina Casé',
      note: 'Costuma ser citada como exemplo de curiosidade pelas pessoas, pela forma como percorreu o Brasil conversando com gente de todo tipo em seus programas de TV.',
    },
    {
      name: 'Jim Carrey',
      note: 'É frequentemente mencionado por quem estuda o Eneagrama como exemplo deste perfil, pela energia expansiva, pelo humor físico e pela vontade de experimentar linguagens diferentes, da comédia à pintura.',
    },
    {
      name: 'Richard Branson',
      note: 'O empresário britânico costuma ser associado a este perfil pelo gosto por aventuras e pela disposição de se lançar em negócios muito diferentes, da música às viagens espaciais.',
    },
  ],
};
