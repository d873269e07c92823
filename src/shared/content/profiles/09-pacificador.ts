import type { ProfileContent } from '../content.schema';

export const pacificador: ProfileContent = {
  id: 9,
  slug: 'pacificador',
  name: 'Pacificador',
  careerName: 'Mediador',
  description:
    'Você tem o dom de deixar os ambientes mais tranquilos. Escuta com atenção, enxerga os diferentes lados de uma história e costuma ser quem acalma a turma quando o clima esquenta. Com você por perto, as pessoas se sentem aceitas do jeito que são, e essa é uma qualidade rara.',
  icon: '🕊️',
  color: '#15803d',
  motivation:
    'Viver em harmonia consigo e com os outros, mantendo a paz nos lugares por onde passa e ajudando as pessoas a se entenderem.',
  coreValues: [
    'Harmonia',
    'Respeito',
    'Empatia',
    'Estabilidade',
    'Cooperação',
    'Aceitação das diferenças',
  ],
  scenario:
    'No grupo da turma, a discussão sobre o tema da festa de formatura está ficando feia. Enquanto uns mandam áudios irritados, você escreve uma mensagem simples: “e se a gente fizer uma votação com as três ideias mais pedidas?”. Em meia hora, a briga vira enquete. À tarde, no estágio em uma clínica veterinária, chega uma tutora nervosa com o cachorro machucado; sua calma ajuda a equipe a trabalhar, e ela agradece na saída. Quando a supervisora pergunta qual turno você prefere no próximo mês, você responde “tanto faz” por hábito, mesmo preferindo a manhã, só para não atrapalhar ninguém. À noite, com a redação do ENEM esperando, você se pega assistindo a “só mais um episódio” de uma série. Então lembra: sua opinião também importa, e suas metas também. Você manda uma mensagem para a supervisora dizendo que prefere a manhã, abre o caderno e escreve a primeira linha. Pequenos passos, no seu ritmo, mas na direção que você escolheu.',
  personalityTraits: [
    'Calma que tranquiliza os outros',
    'Escuta paciente e atenta',
    'Facilidade para ver vários pontos de vista',
    'Jeito acolhedor e sem julgamentos',
    'Gosto por ambientes estáveis',
    'Humildade e discrição',
    'Flexibilidade no dia a dia',
  ],
  strengths: [
    'Mediação de conflitos',
    'Construção de consensos',
    'Paciência em situações tensas',
    'Constância e confiabilidade',
    'Trabalho em equipe sem disputa de ego',
    'Diplomacia na comunicação',
    'Capacidade de unir pessoas diferentes',
  ],
  tips: [
    'Divida metas grandes, como “estudar para o ENEM”, em tarefas pequenas e concretas, como “fazer 10 questões de Química hoje”. Começar fica muito mais fácil.',
    'Estude sempre no mesmo horário e no mesmo lugar. Uma rotina estável diminui o esforço de decidir e ajuda você a engrenar.',
    'Deixe o celular em outro cômodo durante o estudo. Distrações confortáveis, como séries e redes sociais, costumam ser as que mais roubam o seu tempo.',
    'Grupos de estudo funcionam bem para você: o compromisso com os colegas dá o empurrão que às vezes falta quando você estuda sem companhia.',
    'No primeiro emprego, quando pedirem sua opinião, responda com algo concreto em vez de “tanto faz”. Sua visão equilibrada tem valor, e os gestores querem ouvi-la.',
    'Organize as tarefas pela importância, não pela facilidade. Faça primeiro aquela que você está adiando, e o resto do dia fica mais leve.',
    'Em entrevistas, destaque sua capacidade de trabalhar em equipe e resolver conflitos com um exemplo real, como uma briga de grupo que você ajudou a resolver.',
  ],
  careers: [
    {
      name: 'Mediador(a) de Conflitos',
      whyItFits:
        'Ajudar duas partes em desacordo a se ouvirem e chegarem a um acordo justo é, literalmente, transformar seu talento natural em profissão.',
      pathInBrazil:
        'Para atuar como mediador(a) judicial, a Lei de Mediação exige graduação concluída há pelo menos dois anos (em qualquer área) e capacitação reconhecida pelos tribunais, seguindo as regras do CNJ; Direito, Psicologia e Serviço Social são formações comuns, e câmaras privadas de mediação também oferecem cursos.',
    },
    {
      name: 'Diplomata',
      whyItFits:
        'Representar o Brasil, negociar com outros países e buscar acordos pacíficos pede exatamente a paciência e a diplomacia que você tem.',
      pathInBrazil:
        'O ingresso é pelo Concurso de Admissão à Carreira de Diplomata (CACD), do Instituto Rio Branco, que exige diploma de graduação em qualquer área; cursos como Relações Internacionais, Direito, Economia e História ajudam na preparação, assim como o estudo de inglês.',
    },
    {
      name: 'Bibliotecário(a)',
      whyItFits:
        'Organizar o conhecimento e ajudar cada pessoa a encontrar o que procura, em um ambiente tranquilo, combina com seu jeito calmo e acolhedor.',
      pathInBrazil:
        'É preciso cursar Biblioteconomia (oferecida por muitas universidades públicas, com vagas pelo ENEM/SISU) e obter registro no Conselho Regional de Biblioteconomia (CRB); há concursos frequentes para bibliotecas de universidades, institutos federais e prefeituras.',
    },
    {
      name: 'Médico(a) Veterinário(a)',
      whyItFits:
        'Cuidar de animais exige calma para acalmar bichos assustados e tutores preocupados, além de muita paciência no dia a dia.',
      pathInBrazil:
        'A graduação em Medicina Veterinária dura cerca de cinco anos (ENEM/SISU, ProUni ou FIES) e exige registro no CRMV; um curso técnico em Veterinária ou em Agropecuária (ETECs, Institutos Federais) permite começar antes, como auxiliar em clínicas ou fazendas.',
    },
    {
      name: 'Gestor(a) Ambiental',
      whyItFits:
        'Buscar equilíbrio entre empresas, comunidades e natureza é um trabalho de conciliação que combina com sua busca por harmonia.',
      pathInBrazil:
        'Você pode começar com o curso técnico em Meio Ambiente (ETECs, SENAI, Institutos Federais) e seguir para o tecnólogo em Gestão Ambiental ou a graduação em Engenharia Ambiental; há vagas em empresas, consultorias e concursos para órgãos ambientais.',
    },
    {
      name: 'Paisagista',
      whyItFits:
        'Planejar jardins e espaços verdes que tragam tranquilidade para as pessoas une sensibilidade, calma e contato com a natureza.',
      pathInBrazil:
        'Há cursos técnicos em Paisagismo em algumas ETECs e Institutos Federais, além de cursos livres no SENAC; para projetos maiores, a graduação em Arquitetura e Urbanismo ou em Agronomia (ENEM/SISU, ProUni ou FIES) amplia as possibilidades.',
    },
    {
      name: 'Ouvidor(a)',
      whyItFits:
        'Receber reclamações com escuta e imparcialidade e ajudar a instituição a resolver os problemas é um papel de ponte entre as pessoas e a organização.',
      pathInBrazil:
        'Não há uma graduação única: Direito, Administração e Comunicação são formações comuns, e cursos de formação em ouvidoria, como os gratuitos da Escola Virtual de Governo, ajudam bastante; muitas pessoas começam no atendimento ao cliente (SAC) e crescem na área.',
    },
    {
      name: 'Orientador(a) Educacional',
      whyItFits:
        'Apoiar estudantes em momentos de dúvida e mediar conversas entre alunos, famílias e professores é um trabalho feito de escuta e equilíbrio.',
      pathInBrazil:
        'A formação mais comum é a licenciatura em Pedagogia (ENEM/SISU, ProUni ou FIES), às vezes complementada por pós-graduação em Orientação Educacional; na rede pública, o cargo é ocupado por concurso, e estágios em escolas ajudam a conhecer a rotina.',
    },
    {
      name: 'Intérprete de Libras',
      whyItFits:
        'Ser a ponte entre pessoas surdas e ouvintes, garantindo que todos se entendam, é uma forma bonita de usar sua vocação para aproximar pessoas.',
      pathInBrazil:
        'A lei da profissão exige formação específica em nível superior, como a graduação em Letras-Libras ou em Tradução e Interpretação de Libras oferecida por universidades federais (ENEM/SISU); cursos básicos de Libras em Institutos Federais e na comunidade surda ajudam a começar cedo.',
    },
    {
      name: 'Massoterapeuta',
      whyItFits:
        'Proporcionar alívio e relaxamento em um ambiente calmo, com atenção total à pessoa atendida, combina com seu jeito tranquilo e cuidadoso.',
      pathInBrazil:
        'O curso técnico em Massoterapia, oferecido pelo SENAC e por escolas técnicas de vários estados, é o caminho mais direto; com experiência, dá para atuar em clínicas, spas, hotéis e academias ou atender por conta própria.',
    },
  ],
  weaknesses: [
    'Para evitar conflitos, você pode concordar com coisas das quais discorda e depois guardar um incômodo por muito tempo.',
    'Adiar decisões e tarefas importantes é um risco: quando algo parece difícil ou desconfortável, a tendência é deixar para depois.',
    'De tanto se adaptar ao que os outros querem, você pode acabar esquecendo as próprias vontades e prioridades.',
    'Mudanças bruscas podem causar desconforto, e a reação às vezes é resistir em silêncio em vez de conversar sobre o assunto.',
    'Sua calma pode ser confundida com falta de interesse, e as pessoas nem sempre percebem o quanto você está se dedicando.',
    'Quando a irritação se acumula sem ser dita, ela pode aparecer de forma indireta, como atrasos ou uma teimosia silenciosa.',
  ],
  workStyle: [
    'Você rende mais em ambientes colaborativos e respeitosos, em que as pessoas conversam em vez de competir.',
    'Prefere rotinas e processos claros, com prioridades definidas, para não ficar em dúvida sobre por onde começar.',
    'Em equipe, costuma ser a ponte entre pessoas diferentes, ajudando a traduzir ideias e a encontrar o meio-termo.',
    'Trabalha bem com entregas parciais e prazos intermediários, que evitam que tudo fique acumulado para o final.',
    'Valoriza lideranças que explicam o motivo das decisões e abrem espaço para todos participarem.',
    'Ambientes com gritaria, pressão constante ou disputas internas tendem a drenar sua energia e sua criatividade.',
    'É uma presença constante e confiável: mantém a qualidade do trabalho dia após dia, sem precisar de holofotes.',
  ],
  relationships: [
    'Com a liderança, combine prioridades de forma explícita. Perguntar “o que é mais urgente esta semana?” evita que você tente agradar a todos ao mesmo tempo.',
    'Quando discordar de alguém, fale cedo e com calma, antes que o assunto vire um incômodo grande. Discordar com respeito também é cuidar da relação.',
    'Com clientes, sua paciência é um diferencial, principalmente nos atendimentos difíceis. Aprenda também a dizer com clareza o que é possível e o que não é.',
    'Ofereça-se para ajudar quando houver tensão no time, mas lembre que resolver todos os conflitos não é responsabilidade só sua.',
    'Conte suas conquistas ao gestor. Isso não é se gabar: é ajudar a empresa a enxergar o valor do seu trabalho.',
    'Aprenda a dizer “não” com gentileza quando já estiver com muitas tarefas. Um limite claro protege você e a qualidade das suas entregas.',
  ],
  personalGrowth: [
    'Todos os dias, pergunte a si: “o que eu quero, de verdade, nesta situação?”. Treinar essa pergunta ajuda você a reconhecer as próprias vontades.',
    'Pratique dar sua opinião primeiro em situações pequenas, como escolher o filme ou o lugar do lanche. É um treino para os momentos mais importantes.',
    'Escreva três prioridades para o dia logo pela manhã e faça a mais importante antes de abrir as redes sociais.',
    'Quando perceber que está adiando algo, use a regra dos cinco minutos: comprometa-se a fazer só cinco minutos. Muitas vezes, o difícil é apenas começar.',
    'Inclua atividade física na rotina, como caminhada, dança ou bicicleta. O movimento ajuda a transformar a calma em disposição.',
    'Ensaie conversas difíceis com alguém de confiança antes de tê-las de verdade. Dizer as palavras em voz alta deixa tudo menos assustador.',
    'Defina uma meta de médio prazo, como entrar em um curso técnico ou conseguir uma vaga de estágio, e acompanhe seu progresso toda semana.',
  ],
  famousPeople: [
    {
      name: 'Gilberto Gil',
      note: 'Costuma ser lembrado como exemplo deste perfil pela serenidade nas entrevistas e pela forma como une ritmos, culturas e gerações diferentes em sua música.',
    },
    {
      name: 'Gustavo Kuerten (Guga)',
      note: 'É frequentemente citado pela simplicidade e pelo jeito tranquilo e simpático que manteve mesmo no topo do tênis mundial, como no coração que desenhou no saibro de Roland Garros.',
    },
    {
      name: 'Milton Nascimento',
      note: 'O cantor costuma ser associado a este perfil pela voz acolhedora e por canções que celebram a amizade, o encontro e a união entre as pessoas.',
    },
    {
      name: 'Keanu Reeves',
      note: 'É frequentemente lembrado como exemplo deste perfil pela imagem pública gentil, discreta e tranquila, mesmo sendo uma estrela de Hollywood.',
    },
    {
      name: 'Audrey Hepburn',
      note: 'Costuma ser citada por quem estuda o Eneagrama pela delicadeza, pela discrição e pelo trabalho humanitário que realizou como embaixadora da UNICEF.',
    },
  ],
};
