import type { ProfileContent } from '../content.schema';

export const investigador: ProfileContent = {
  id: 5,
  slug: 'investigador',
  name: 'Investigador',
  careerName: 'Analítico',
  description:
    'Você é movido pela curiosidade. Quer entender como as coisas funcionam de verdade, e não só decorar a resposta. Gosta de observar, pesquisar e pensar com calma antes de agir. Costuma ir fundo nos assuntos que chamam a sua atenção. A sua mente transforma informações soltas em conhecimento útil, e isso é um talento raro.',
  icon: '🔬',
  color: '#0f766e',
  motivation:
    'Entender o mundo a fundo e ser bom de verdade no que faz. Você se sente bem quando tem liberdade, tempo para pensar e conhecimento para resolver problemas difíceis.',
  coreValues: ['Conhecimento', 'Curiosidade', 'Autonomia', 'Competência', 'Objetividade', 'Respeito ao espaço de cada um'],
  scenario:
    'Terça-feira, 23h. Você devia estar dormindo, mas já está no terceiro vídeo sobre buracos negros. Ainda abre um texto só para ver se o vídeo explicou direito. Na manhã seguinte, na aula de Química, a turma decora fórmulas. Você pergunta ao professor por que a reação acontece daquele jeito. Ele sorri e indica um livro. No trabalho em grupo, os colegas querem dividir tudo correndo. Você prefere ficar com a pesquisa, onde pode se concentrar, e entrega um material tão bom que vira a base da equipe. À tarde, você é Jovem Aprendiz numa empresa de tecnologia, e a supervisora pede uma planilha de vendas. Você nota algo estranho nos números. Em vez de só entregar a tabela, mostra a descoberta, com calma e direto ao ponto. Ela fica impressionada. À noite, sua família pede ajuda para entender a conta de luz, e você explica tudo em dois minutos. Onde existe algo para entender, você se sente em casa.',
  scenarioAfterSchool:
    'Segunda-feira, oito da manhã. No seu primeiro emprego, no suporte de informática de um escritório, os pedidos de ajuda já começaram. Três pessoas reclamam que a impressora some da rede toda manhã. Os colegas reiniciam a máquina e seguem em frente, mas você quer entender o porquê. Você lê os registros do sistema e acha o padrão: o problema surge sempre depois da atualização da noite. Na reunião da equipe, a vontade é guardar a descoberta até ter certeza de tudo. Mas você lembra que ninguém tem todas as respostas. Então conta o que achou em poucas frases, com um exemplo claro. O chefe pede que você teste a solução amanhã. No almoço, você avisa que vai comer em silêncio para recarregar a energia, e os colegas entendem. À noite, você faz Sistemas de Informação numa faculdade pública, com a vaga que conquistou pelo Sisu (Sistema de Seleção Unificada). No ônibus, lê sobre redes só por curiosidade. Em casa, a sua avó reclama que o celular dela não carrega. Você acha um fiapo de tecido na entrada do cabo. Resolver pequenos mistérios também é uma alegria.',
  personalityTraits: [
    'Curiosidade intelectual intensa',
    'Observação atenta e silenciosa',
    'Pensamento lógico e analítico',
    'Discrição e reserva',
    'Independência de pensamento',
    'Calma diante de problemas complexos',
    'Gosto por se aprofundar nos assuntos',
  ],
  strengths: [
    'Análise de dados e informações',
    'Concentração profunda',
    'Raciocínio lógico',
    'Facilidade para aprender por conta própria',
    'Objetividade em momentos tensos',
    'Pensamento crítico',
    'Explicar o complexo com clareza',
  ],
  tips: [
    'Use a curiosidade para estudar. Antes de ler um capítulo, escreva três perguntas que você quer responder com ele. Assim você lembra muito mais.',
    'Participe de olimpíadas de Matemática, de Astronomia ou de Informática. Elas desafiam o seu raciocínio e enriquecem o currículo. Algumas universidades até guardam vagas para medalhistas.',
    'Pergunte na escola sobre iniciação científica júnior. Universidades e institutos federais têm projetos de pesquisa para alunos do ensino médio, muitas vezes com bolsa.',
    'Cuidado para não passar horas só no que você gosta e deixar de lado as matérias da prova. Um plano de estudos simples ajuda a equilibrar.',
    'Explique o que aprendeu para um colega. Ensinar é um dos melhores jeitos de fixar a matéria e mostra o seu valor para o grupo.',
    'No primeiro emprego, faça perguntas logo no começo, em vez de tentar descobrir tudo por conta própria. Isso poupa tempo e mostra interesse.',
    'Para entrevistas, prepare dois ou três exemplos de problemas que você resolveu. Conte o passo a passo do seu raciocínio.',
  ],
  weaknesses: [
    'Quando a energia acaba, você tende a se isolar, e as pessoas podem achar que é falta de interesse. Avisar que precisa de um tempo resolve boa parte do problema.',
    'A vontade de saber tudo antes de agir pode virar adiamento. Nem sempre dá para ter todas as informações, e às vezes é preciso começar com o que se tem.',
    'Você costuma guardar o que pensa. Por isso, as suas boas ideias nem sempre são ouvidas nas reuniões.',
    'A sua objetividade pode soar fria quando você dá uma opinião muito técnica sem pensar no lado emocional da situação.',
    'Você pode achar que só a competência basta para crescer e deixar de lado os contatos e as relações.',
    'Eventos longos e trabalhos com muita conversa podem cansar você mais rápido do que os outros. Planejar pausas ajuda a manter o ritmo.',
    'Às vezes você acumula muito conhecimento, mas sente que nunca sabe o bastante para tentar uma vaga ou mostrar uma ideia.',
  ],
  workStyle: [
    'Você trabalha melhor com liberdade: recebe o objetivo, entende o problema e escolhe o caminho para resolvê-lo.',
    'Precisa de períodos de concentração sem interrupções. Fones de ouvido, salas silenciosas ou horários de foco na agenda fazem muita diferença.',
    'Em equipe, brilha como a pessoa que investiga, analisa os dados e acha a causa real do problema.',
    'Prefere reuniões curtas, com assunto definido. Rende mais quando recebe as informações por escrito e com antecedência.',
    'Lugares que valorizam provas e bons argumentos, como laboratórios e equipes de tecnologia e pesquisa, combinam com o seu jeito.',
    'Gosta de dominar um assunto a fundo. Com o tempo, tende a virar a referência técnica da equipe.',
    'Vai bem no trabalho a distância ou misto, desde que mantenha contato frequente com a equipe.',
  ],
  relationships: [
    'Com a chefia, combine desde o início como e quando você vai contar o andamento. Notícias curtas e frequentes evitam a impressão de que você sumiu.',
    'Ao explicar algo técnico, comece pela conclusão e use exemplos do dia a dia. Se a pessoa quiser, aí sim entre nos detalhes.',
    'Faça um esforço para participar das conversas informais, como no café e no almoço. São pequenos momentos que constroem confiança.',
    'Antes de uma reunião, prepare um ou dois pontos que você quer falar. Assim fica bem mais fácil dar a sua opinião.',
    'Ao discordar de alguém, mostre os seus dados e pergunte o que a outra pessoa sabe que você ainda não sabe. Isso transforma uma briga em troca.',
    'Com clientes, mostre interesse pelo que eles precisam, e não só pelo problema técnico. Perguntar “como isso afeta o seu dia a dia?” muda a conversa.',
    'Avise com clareza quando precisar de um tempo de concentração. As pessoas respeitam muito mais os limites que são explicados.',
  ],
  personalGrowth: [
    'Marque um prazo para a fase de pesquisa. Decida quanto tempo vai estudar um assunto antes de pôr a mão na massa.',
    'Treine falar em público em situações seguras, como apresentações na escola, clubes de debate ou grupos de estudo.',
    'Divida o que aprende, num blog, em vídeos curtos ou como monitor na escola. Ensinar fortalece o seu conhecimento e a sua confiança.',
    'Treine dar nome ao que sente. No fim do dia, anote uma emoção e o que a causou. Isso ajuda você a se ligar a si e aos outros.',
    'Ponha na rotina uma atividade que tire você da cabeça e traga para o corpo, como caminhada, esporte ou dança.',
    'Chegue perto de grupos da sua área, como clubes de programação, clubes de ciências e eventos de universidades. Assim você cria uma rede de contatos.',
    'Tente vagas e programas mesmo sem cumprir todos os requisitos. Você aprende muito mais fazendo do que esperando o momento perfeito.',
  ],
  famousPeople: [
    {
      name: 'Artur Avila',
      note: 'O matemático brasileiro foi o primeiro latino-americano a ganhar a Medalha Fields. Costuma ser lembrado como exemplo deste perfil pela dedicação a problemas difíceis.',
    },
    {
      name: 'Jaqueline Goes de Jesus',
      note: 'A biomédica brasileira é muito citada como exemplo de curiosidade científica. Em 2020, ela ajudou a ler o código genético do coronavírus no Brasil em tempo recorde.',
    },
    {
      name: 'Marcelo Gleiser',
      note: 'O físico brasileiro costuma ser ligado a este perfil pela paixão pelas grandes perguntas sobre o universo e pelo talento de explicar ciência para todos.',
    },
    {
      name: 'Marie Curie',
      note: 'A cientista costuma ser lembrada como exemplo de pesquisa sem descanso. Dedicou a vida inteira à ciência e ganhou dois prêmios Nobel.',
    },
    {
      name: 'Stephen Hawking',
      note: 'O físico britânico é muito ligado a este perfil pela mente curiosa e pela busca das leis mais profundas do universo.',
    },
  ],
};
