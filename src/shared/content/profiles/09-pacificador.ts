import type { ProfileContent } from '../content.schema';

export const pacificador: ProfileContent = {
  id: 9,
  slug: 'pacificador',
  name: 'Pacificador',
  careerName: 'Mediador',
  description:
    'Você tem o dom de deixar os lugares mais tranquilos. Escuta com atenção, vê os vários lados de uma história e costuma ser quem acalma a turma quando o clima esquenta. Com você por perto, as pessoas se sentem aceitas do jeito que são. Essa é uma qualidade rara.',
  icon: '🕊️',
  color: '#15803d',
  motivation: 'Viver em paz consigo e com os outros, levando calma aos lugares por onde passa e ajudando as pessoas a se entender.',
  coreValues: ['Harmonia', 'Respeito', 'Empatia', 'Estabilidade', 'Cooperação', 'Aceitação das diferenças'],
  scenario:
    'No grupo da turma, a discussão sobre o tema da festa de formatura está ficando feia. Enquanto uns mandam áudios irritados, você escreve uma mensagem simples: “e se a gente fizer uma votação com as três ideias mais pedidas?”. Em meia hora, a briga vira enquete. À tarde, você é Jovem Aprendiz na recepção de uma clínica veterinária. Cuidar dos bichos de perto só depois dos 18 anos, mas é você quem recebe os tutores. Chega uma tutora nervosa com o cachorro machucado. A sua calma ajuda a equipe a trabalhar, e ela agradece na saída. A supervisora pergunta qual turno você prefere no mês que vem. Você responde “tanto faz” por hábito, mesmo preferindo a manhã, só para não atrapalhar ninguém. À noite, com a redação do Enem (Exame Nacional do Ensino Médio) esperando, você se pega vendo “só mais um episódio” de uma série. Então lembra: a sua opinião também importa, e as suas metas também. Você avisa a supervisora que prefere a manhã, abre o caderno e escreve a primeira linha. São passos pequenos, no seu ritmo, mas na direção que você escolheu.',
  scenarioAfterSchool:
    'Dez da manhã, e a cozinha do restaurante já está quente. Você trabalha como auxiliar de cozinha desde que terminou o ensino médio. Corta legumes, separa os pedidos e mantém a bancada limpa. Na hora do almoço, o cozinheiro e a garçonete discutem por causa de um prato que saiu errado. O clima pesa. Você fala baixo: “vamos refazer primeiro e conversar depois?”. Os dois respiram, o prato sai, e a cozinha volta ao ritmo. No fim do turno, a chefe pergunta se você prefere ficar nas saladas ou aprender os molhos. Desta vez, você não deixa a escolha para ela: quer os molhos. À tarde, em casa, você abre a página do Sisu (Sistema de Seleção Unificada). As inscrições fecham amanhã, e faz uma semana que você adia a escolha do curso. Bate a vontade de arrumar o quarto, lavar a louça, qualquer coisa menos decidir. Você se senta, anota duas opções num papel e conversa com a sua irmã. Gastronomia numa faculdade pública fica em primeiro lugar. Você confirma a inscrição antes do jantar. É um passo simples, mas agora é você quem escolhe o caminho.',
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
    'Divida metas grandes, como “estudar para o Enem (Exame Nacional do Ensino Médio)”, em tarefas pequenas, como “fazer 10 questões de Química hoje”. Começar fica muito mais fácil.',
    'Estude sempre no mesmo horário e no mesmo lugar. Uma rotina fixa diminui o esforço de decidir e ajuda você a engrenar.',
    'Deixe o celular em outro cômodo durante o estudo. Distrações gostosas, como séries e redes sociais, são as que mais roubam o seu tempo.',
    'Grupos de estudo funcionam bem para você. O compromisso com os colegas dá o empurrão que às vezes falta quando você estuda sem companhia.',
    'No primeiro emprego, quando pedirem a sua opinião, responda com algo concreto em vez de “tanto faz”. A sua visão equilibrada tem valor, e os chefes querem ouvi-la.',
    'Organize as tarefas pela importância, e não pela facilidade. Faça primeiro aquela que você está adiando, e o resto do dia fica mais leve.',
    'Em entrevistas, mostre que sabe trabalhar em equipe e resolver conflitos com um exemplo real, como uma briga de grupo que você ajudou a acalmar.',
  ],
  weaknesses: [
    'Para evitar brigas, você pode concordar com coisas das quais discorda. Depois, guarda um incômodo por muito tempo.',
    'Adiar decisões e tarefas importantes é um risco. Quando algo parece difícil ou desconfortável, a vontade é deixar para depois.',
    'De tanto se adaptar ao que os outros querem, você pode acabar esquecendo as suas próprias vontades.',
    'Mudanças bruscas podem incomodar, e às vezes você resiste em silêncio em vez de conversar sobre o assunto.',
    'A sua calma pode ser confundida com falta de interesse. As pessoas nem sempre percebem o quanto você está se dedicando.',
    'Quando a irritação se acumula sem ser dita, ela pode aparecer de um jeito indireto, como atrasos ou uma teimosia calada.',
  ],
  workStyle: [
    'Você rende mais em lugares respeitosos, em que as pessoas conversam em vez de competir.',
    'Prefere rotinas e passos claros, com prioridades definidas, para não ficar em dúvida sobre por onde começar.',
    'Em equipe, costuma ser a ponte entre pessoas diferentes. Ajuda a traduzir ideias e a achar o meio-termo.',
    'Trabalha bem com entregas em partes e prazos no meio do caminho, que evitam que tudo se acumule para o final.',
    'Valoriza chefes que explicam o motivo das decisões e abrem espaço para todos participarem.',
    'Lugares com gritaria, pressão o tempo todo ou disputas internas tendem a gastar a sua energia e a sua criatividade.',
    'É uma presença constante e confiável. Mantém a qualidade do trabalho dia após dia, sem precisar de holofotes.',
  ],
  relationships: [
    'Com a chefia, combine as prioridades de forma clara. Perguntar “o que é mais urgente esta semana?” evita que você tente agradar a todos ao mesmo tempo.',
    'Quando discordar de alguém, fale cedo e com calma, antes que o assunto vire um incômodo grande. Discordar com respeito também é cuidar da relação.',
    'Com clientes, a sua paciência faz diferença, ainda mais nos atendimentos difíceis. Aprenda também a dizer com clareza o que é possível e o que não é.',
    'Ofereça ajuda quando houver tensão na equipe. Mas lembre que resolver todos os conflitos não é tarefa só sua.',
    'Conte as suas conquistas ao chefe. Isso não é se gabar: é ajudar a empresa a ver o valor do seu trabalho.',
    'Aprenda a dizer “não” com gentileza quando já estiver com muitas tarefas. Um limite claro protege você e a qualidade do seu trabalho.',
  ],
  personalGrowth: [
    'Todos os dias, pergunte a si: “o que eu quero, de verdade, nesta situação?”. Treinar essa pergunta ajuda você a perceber as suas próprias vontades.',
    'Treine dar a sua opinião primeiro em situações pequenas, como escolher o filme ou o lugar do lanche. É um treino para os momentos mais importantes.',
    'Logo de manhã, escreva três prioridades para o dia. Faça a mais importante antes de abrir as redes sociais.',
    'Quando perceber que está adiando algo, use a regra dos cinco minutos: comprometa-se a fazer só cinco minutos. Muitas vezes, o difícil é só começar.',
    'Ponha atividade física na rotina, como caminhada, dança ou bicicleta. O movimento ajuda a transformar a calma em disposição.',
    'Ensaie conversas difíceis com alguém de confiança antes de tê-las de verdade. Dizer as palavras em voz alta deixa tudo menos assustador.',
    'Escolha uma meta para os próximos meses, como entrar num curso técnico ou conseguir um estágio. Acompanhe o seu avanço toda semana.',
  ],
  famousPeople: [
    {
      name: 'Gilberto Gil',
      note: 'Costuma ser lembrado como exemplo deste perfil pela calma nas entrevistas. Na música, ele une ritmos, culturas e gerações diferentes.',
    },
    {
      name: 'Gustavo Kuerten (Guga)',
      note: 'É muito citado pela simplicidade e pelo jeito tranquilo e simpático, mesmo no topo do tênis mundial. Ficou famoso o coração que ele desenhou no saibro de Roland Garros.',
    },
    {
      name: 'Milton Nascimento',
      note: 'O cantor costuma ser ligado a este perfil pela voz acolhedora. As canções dele celebram a amizade, o encontro e a união entre as pessoas.',
    },
    {
      name: 'Keanu Reeves',
      note: 'É muito lembrado como exemplo deste perfil pela imagem gentil, discreta e tranquila, mesmo sendo uma estrela de Hollywood.',
    },
    {
      name: 'Audrey Hepburn',
      note: 'A atriz costuma ser citada pela delicadeza e pela discrição. Ela também trabalhou por crianças pobres como embaixadora das Nações Unidas.',
    },
  ],
};
