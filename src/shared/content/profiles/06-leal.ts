import type { ProfileContent } from '../content.schema';

export const leal: ProfileContent = {
  id: 6,
  slug: 'leal',
  name: 'Leal',
  careerName: 'Planejador',
  description:
    'Você é aquela pessoa com quem todo mundo sabe que pode contar. Você é responsável e pensa antes no que pode dar errado. Assim, evita muitos problemas para você e para quem está ao seu redor. Você valoriza a confiança e o trabalho em equipe. E se dedica de corpo e alma às pessoas e aos projetos em que acredita.',
  icon: '🛡️',
  color: '#4338ca',
  motivation:
    'Sentir segurança e construir relações e planos em que possa confiar. Você quer fazer parte de algo firme e proteger as pessoas e os projetos que importam para você.',
  coreValues: ['Lealdade', 'Responsabilidade', 'Segurança', 'Confiança', 'Trabalho em equipe', 'Compromisso com a palavra dada'],
  scenario:
    'Quarta-feira. Antes de dormir, você já deixou a mochila pronta e conferiu o horário do ônibus. Também salvou a apresentação de Geografia num pen drive e no e-mail, porque a internet da escola pode cair. E cai mesmo. Enquanto os outros grupos se desesperam, a sua equipe apresenta com calma, e a professora elogia a organização. À tarde, no seu primeiro emprego como Jovem Aprendiz num escritório, o chefe anuncia uma mudança no sistema de estoque. A sua cabeça logo lista tudo o que pode dar errado. Em vez de guardar a preocupação, você pergunta: “se der algum erro no primeiro dia, quem a gente procura?”. A pergunta ajuda todo mundo, e o chefe anota. Mais tarde, um colega pede ajuda com uma planilha atrasada, e você fica dez minutos a mais para dar uma força. No jantar, seu irmão mais novo conta que está com medo da prova. Vocês montam juntos um plano de estudos para a semana. Prever, cuidar e estar junto: é assim que você faz a diferença.',
  scenarioAfterSchool:
    'Quinta-feira. Você tem 19 anos, já terminou o ensino médio e hoje faz a seleção para Jovem Aprendiz numa empresa de logística. Ontem, você conferiu o caminho duas vezes e separou os documentos numa pasta. Também imprimiu uma cópia a mais do currículo, só por garantia. No ônibus, a cabeça lista tudo o que pode dar errado. E se perguntarem algo difícil? Você lembra que treinou as respostas com a sua tia e que o “não” você já tem. Na dinâmica de grupo, ninguém quer começar. Você propõe uma ordem para todos falarem, e a conversa anda. Um rapaz esquece a caneta, e você empresta a sua reserva. No fim, a recrutadora pergunta o que é mais difícil para você no trabalho. Você responde com sinceridade: mudanças de última hora. E conta que sempre monta um plano B para não travar. Ela anota e sorri. À tarde, você ajuda a sua tia a montar a barraca de salgados na feira. À noite, chega a mensagem: você passou para a próxima etapa. Com cuidado e passo a passo, você constrói o seu lugar.',
  personalityTraits: [
    'Lealdade às pessoas e aos grupos',
    'Forte senso de responsabilidade',
    'Prudência diante de riscos',
    'Espírito de equipe',
    'Compromisso com a palavra dada',
    'Atenção a problemas antes que aconteçam',
    'Senso de justiça e de proteção',
  ],
  strengths: [
    'Planejamento de etapas e prazos',
    'Identificação de riscos',
    'Confiabilidade',
    'Dedicação ao time',
    'Preparação cuidadosa',
    'Capacidade de seguir e aprimorar processos',
    'Firmeza em momentos de crise',
  ],
  tips: [
    'Faça um plano de estudos para a semana, com metas pequenas. Ver o avanço no papel diminui a ansiedade e aumenta a sua confiança.',
    'Antes de provas e entrevistas, treine. Resolva provas antigas do Enem (Exame Nacional do Ensino Médio) ou ensaie respostas com alguém da família. Preparação é o seu ponto forte.',
    'Quando a dúvida bater, marque um prazo para decidir e escolha uma ou duas pessoas de confiança para consultar. Assim você não trava.',
    'No primeiro emprego, peça para conhecer as regras da empresa, de preferência por escrito. Entender o “manual” dá a você mais segurança para agir.',
    'Pense em programas de Jovem Aprendiz, em estágios em empresas com plano de carreira e em concursos públicos. Eles oferecem estrutura, treino e estabilidade.',
    'Guarde um registro das suas conquistas, como elogios, tarefas concluídas e certificados. Nos momentos de insegurança, ele lembra do que você é capaz.',
    'Não espere ter certeza absoluta para tentar uma vaga. Se você cumpre boa parte dos requisitos, tente: o “não” você já tem.',
  ],
  weaknesses: [
    'Você pode imaginar coisas ruins demais e sofrer antes da hora com o que talvez nem aconteça.',
    'A dúvida pode levar você a pedir a opinião de muita gente antes de decidir. Isso às vezes atrasa escolhas importantes.',
    'Pode ser difícil confiar em pessoas novas ou aceitar mudanças, mesmo quando elas trazem boas chances.',
    'Por lealdade, às vezes você fica tempo demais em situações ou grupos que já não fazem bem a você.',
    'Quando a insegurança aparece, você pode ir de um extremo ao outro: seguir ordens sem perguntar ou desconfiar de todo chefe. Achar o meio-termo é o seu desafio.',
    'Você pode achar que é menos capaz do que é e deixar que outras pessoas decidam por você.',
    'Mudanças de última hora podem trazer um estresse maior do que a situação merece.',
  ],
  workStyle: [
    'Você rende mais em lugares com regras claras, papéis bem definidos e chefes que cumprem o que prometem.',
    'É uma peça-chave em qualquer equipe: cumpre prazos, protege os colegas e veste a camisa do projeto.',
    'Gosta de planejar antes de agir. Costuma ser quem lembra o grupo dos riscos e da importância de um plano B.',
    'Trabalha muito bem em áreas de prevenção, controle e segurança, em que a sua atenção aos riscos é valorizada.',
    'Gosta de treinamentos e de orientações claras no começo. Com o tempo, ganha confiança para propor melhorias.',
    'Prefere mudanças avisadas com antecedência e explicadas. Assim você se adapta bem e ainda ajuda os outros a se adaptar.',
    'Valoriza empresas com clima de confiança, estabilidade e plano de carreira, onde possa crescer com o tempo.',
  ],
  relationships: [
    'Com a chefia, pergunte abertamente o que esperam de você e como o seu trabalho vai ser avaliado. Ter clareza diminui a insegurança.',
    'Quando notar um risco, leve a preocupação junto com uma ideia de solução. Assim a sua fala é vista como ajuda, e não como pessimismo.',
    'Dê às pessoas novas a chance de mostrar quem são antes de formar uma opinião. A confiança também se constrói aos poucos.',
    'Com os colegas, a sua lealdade é um presente. Mas aprenda a dizer “não” quando um pedido de ajuda atrapalha as suas próprias tarefas.',
    'Com clientes, o seu cuidado em evitar problemas passa segurança. Explique os próximos passos e cumpra o que combinou.',
    'Em conflitos, converse direto com a pessoa envolvida, em vez de comentar com outros colegas. Isso preserva a confiança na equipe.',
    'Tenha pelo menos uma pessoa de confiança no trabalho, como alguém mais experiente, para tirar dúvidas sem medo.',
  ],
  personalGrowth: [
    'Quando a preocupação aparecer, escreva: “o que pode dar errado? Qual é a chance real? O que eu posso fazer?”. Transformar medo em plano acalma a mente.',
    'Treine decidir pequenas coisas sem consultar ninguém, como o filme, o lanche ou a ordem das tarefas. Isso aumenta a confiança no seu próprio julgamento.',
    'Saia da zona de conforto aos poucos, com uma atividade nova, um curso diferente ou uma apresentação. Cada passo mostra que você dá conta.',
    'Experimente exercícios de respiração e faça atividade física com frequência. As duas coisas ajudam a baixar a ansiedade.',
    'Fale das suas conquistas em voz alta. Contar a alguém o que você fez bem fortalece a confiança em si.',
    'Aprenda a separar cuidado de medo. Pergunte a si se está evitando um risco real ou só o desconhecido.',
    'Se a ansiedade atrapalhar o sono, os estudos ou os amigos, converse com alguém de confiança e procure ajuda profissional. O SUS (Sistema Único de Saúde) e as clínicas das faculdades de Psicologia atendem de graça.',
  ],
  famousPeople: [
    {
      name: 'Tom Hanks',
      note: 'O ator americano costuma ser citado como exemplo deste perfil pela imagem de pessoa confiável, leal e responsável.',
    },
    {
      name: 'Jennifer Aniston',
      note: 'A atriz americana é muito lembrada como exemplo de perfil leal, pela imagem de amizades longas e de cuidado com as pessoas próximas.',
    },
    {
      name: 'Cafu',
      note: 'O ex-capitão da Seleção Brasileira, campeão do mundo em 2002, costuma ser lembrado como exemplo de lealdade ao grupo, dedicação e espírito de equipe.',
    },
    {
      name: 'Tite',
      note: 'O técnico de futebol costuma ser ligado a este perfil. Ele tem fama de se preparar com cuidado, valorizar o grupo e ser fiel a quem trabalha com ele.',
    },
    {
      name: 'Drauzio Varella',
      note: 'O médico e escritor costuma ser lembrado como exemplo de prevenção e de compromisso com a comunidade. Ele trabalha há décadas com saúde pública.',
    },
  ],
};
