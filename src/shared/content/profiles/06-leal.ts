import type { ProfileContent } from '../content.schema';

export const leal: ProfileContent = {
  id: 6,
  slug: 'leal',
  name: 'Leal',
  careerName: 'Planejador',
  description:
    'Você é aquela pessoa com quem todo mundo sabe que pode contar. Com responsabilidade e senso de prevenção, você pensa no que pode dar errado e se prepara antes, o que evita muitos problemas para você e para quem está ao seu redor. Você valoriza a confiança e o trabalho em equipe, e se dedica de corpo e alma às pessoas e aos projetos em que acredita.',
  icon: '🛡️',
  color: '#4338ca',
  motivation:
    'Sentir segurança e construir relações e planos em que possa confiar. Você quer fazer parte de algo sólido e proteger as pessoas e os projetos que são importantes para você.',
  coreValues: [
    'Lealdade',
    'Responsabilidade',
    'Segurança',
    'Confiança',
    'Trabalho em equipe',
    'Compromisso com a palavra dada',
  ],
  scenario:
    'Quarta-feira. Antes de dormir, você já deixou a mochila pronta, conferiu o horário do ônibus e salvou a apresentação de Geografia em um pen drive e no e-mail, porque vai que a internet da escola cai. E cai mesmo. Enquanto os outros grupos se desesperam, sua equipe apresenta com tranquilidade, e a professora elogia a organização. À tarde, no seu primeiro emprego como jovem aprendiz em um escritório, o chefe anuncia uma mudança no sistema de controle de estoque. Sua cabeça logo lista tudo o que pode dar errado. Em vez de guardar a preocupação, você pergunta: "Se houver algum erro no primeiro dia, quem a gente procura?". A pergunta ajuda todo mundo, e o chefe anota. Mais tarde, um colega pede ajuda com uma planilha atrasada, e você fica dez minutos a mais para dar uma força. No jantar, seu irmão mais novo conta que está com medo da prova. Vocês montam juntos um plano de estudos para a semana. Prever, cuidar e estar junto: é assim que você faz a diferença.',
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
    'Faça um plano de estudos semanal com metas pequenas; ver o progresso no papel reduz a ansiedade e aumenta a sua confiança.',
    'Antes de provas e entrevistas, simule a situação: resolva provas antigas do ENEM ou treine respostas com alguém da família, porque preparação é o seu ponto forte.',
    'Quando a dúvida bater, defina um prazo para decidir e escolha uma ou duas pessoas de confiança para consultar; assim você não trava.',
    'No primeiro emprego, peça para conhecer os procedimentos e as regras da empresa, de preferência por escrito; entender o "manual" dá a você mais segurança para agir.',
    'Considere programas de Jovem Aprendiz, estágios em empresas com plano de carreira e concursos públicos, que oferecem estrutura, treinamento e estabilidade.',
    'Guarde um registro das suas conquistas, como elogios, tarefas concluídas e certificados; nos momentos de insegurança, ele lembra do que você é capaz.',
    'Não espere ter certeza absoluta para se candidatar a uma vaga: se você cumpre boa parte dos requisitos, tente, porque o "não" você já tem.',
  ],
  careers: [
    {
      name: 'Analista de Seguros',
      whyItFits:
        'Avaliar riscos e desenhar formas de proteger pessoas, famílias e empresas contra imprevistos é a cara do seu jeito precavido.',
      pathInBrazil:
        'Graduação em Administração, Economia ou Ciências Atuariais, com ingresso pelo ENEM via SISU, ProUni ou FIES; cursos da Escola de Negócios e Seguros (ENS), referência no setor, e vagas de jovem aprendiz ou estágio em seguradoras e corretoras abrem as portas.',
    },
    {
      name: 'Atuário(a)',
      whyItFits:
        'Você usa matemática para calcular riscos e garantir que seguros e aposentadorias funcionem no futuro, o que combina com o seu jeito de planejar.',
      pathInBrazil:
        'Graduação em Ciências Atuariais (há opções em universidades públicas, via SISU, e privadas, com ProUni ou FIES) e aprovação no exame de qualificação do Instituto Brasileiro de Atuária (IBA) para atuar com registro.',
    },
    {
      name: 'Planejador(a) Financeiro(a)',
      whyItFits:
        'Ajudar pessoas e famílias a se protegerem de imprevistos e a planejarem o futuro é a tradução perfeita do seu perfil.',
      pathInBrazil:
        'Graduação em Economia, Administração ou Ciências Contábeis ajuda, e o mercado valoriza certificações da ANBIMA (como a CPA e a C-Pro R) e a CFP, concedida pela Planejar; muitas pessoas começam com vagas de jovem aprendiz ou estágio em bancos.',
    },
    {
      name: 'Analista de Planejamento e Controle da Produção (PCP)',
      whyItFits:
        'Você organiza etapas, antecipa gargalos e garante que a produção aconteça no prazo, sem surpresas.',
      pathInBrazil:
        'Curso técnico em Logística ou Administração (ETECs, institutos federais, SENAI, SENAC) abre as primeiras portas; depois, tecnólogo em Gestão da Produção Industrial ou graduação em Engenharia de Produção, com ingresso pelo ENEM via SISU, ProUni ou FIES.',
    },
    {
      name: 'Servidor(a) Público(a) Administrativo(a)',
      whyItFits:
        'A estabilidade, as regras claras e a chance de servir à população combinam com a sua necessidade de segurança e com o seu senso de dever.',
      pathInBrazil:
        'Concursos públicos de nível médio e superior em prefeituras, tribunais, universidades e órgãos federais; muitos aceitam quem tem ensino médio, e a melhor preparação é estudar pelo edital e resolver provas anteriores.',
    },
    {
      name: 'Bombeiro(a) Militar',
      whyItFits:
        'Coragem, espírito de equipe e dedicação em proteger a comunidade são qualidades que combinam muito com você.',
      pathInBrazil:
        'Concurso do Corpo de Bombeiros Militar do seu estado, com prova escrita, teste físico e exames médicos e psicológicos; a escolaridade e a idade exigidas variam por estado, e vários já pedem nível superior. O curso de bombeiro civil é outra porta, para atuar em empresas e eventos.',
    },
    {
      name: 'Controlador(a) de Tráfego Aéreo',
      whyItFits:
        'Seguir protocolos com atenção total e pensar sempre no plano B são exatamente o que garante a segurança de milhares de voos.',
      pathInBrazil:
        'A principal porta é o concurso da Escola de Especialistas de Aeronáutica (EEAR), da Força Aérea, para a especialidade de Controle de Tráfego Aéreo, que exige ensino médio e tem limite de idade; também existem concursos civis do DECEA, menos frequentes.',
    },
    {
      name: 'Analista de Riscos',
      whyItFits:
        'Você enxerga o que pode dar errado antes de todo mundo e ajuda a empresa a se preparar para isso.',
      pathInBrazil:
        'Graduação em Economia, Administração, Estatística ou Engenharia, com ingresso pelo ENEM via SISU, ProUni ou FIES, e estágio em bancos, seguradoras ou fintechs; com experiência, certificações internacionais como a FRM ajudam a crescer.',
    },
    {
      name: 'Analista de Infraestrutura de TI',
      whyItFits:
        'Manter os sistemas funcionando, com cópias de segurança e planos de contingência, é um trabalho de guardião que combina com você.',
      pathInBrazil:
        'Curso técnico em Redes de Computadores ou Informática (ETECs, institutos federais, SENAI), tecnólogo em Redes de Computadores ou Gestão da Tecnologia da Informação e certificações como a CCNA, da Cisco, e as de computação em nuvem.',
    },
    {
      name: 'Analista de Departamento Pessoal',
      whyItFits:
        'Cuidar com precisão de salários, férias e direitos dos colegas é uma forma concreta de gerar confiança e proteger as pessoas.',
      pathInBrazil:
        'Curso técnico em Administração ou Recursos Humanos (ETECs, institutos federais, SENAC) e programas de Jovem Aprendiz em escritórios de contabilidade ou de RH são ótimas portas; depois, tecnólogo em Gestão de Recursos Humanos ou graduação em Administração ou Ciências Contábeis.',
    },
  ],
  weaknesses: [
    'Você pode imaginar cenários negativos demais e sofrer por antecipação com coisas que talvez nem aconteçam.',
    'A dúvida pode levar você a pedir a opinião de muita gente antes de decidir, e isso às vezes adia escolhas importantes.',
    'Pode ser difícil confiar em pessoas novas ou aceitar mudanças, mesmo quando elas trazem boas oportunidades.',
    'Por lealdade, às vezes você permanece tempo demais em situações ou grupos que já não fazem bem a você.',
    'Quando a insegurança aparece, você pode oscilar entre seguir ordens sem questionar e desconfiar de toda autoridade; encontrar o meio-termo é o seu desafio.',
    'Você pode subestimar a própria capacidade e deixar que outras pessoas decidam por você.',
    'Mudanças de última hora podem gerar um estresse maior do que a situação realmente merece.',
  ],
  workStyle: [
    'Você rende mais em ambientes com regras claras, papéis bem definidos e líderes que cumprem o que prometem.',
    'É uma peça-chave em qualquer equipe: cumpre prazos, protege os colegas e veste a camisa do projeto.',
    'Gosta de planejar antes de executar e costuma ser quem lembra o grupo dos riscos e da importância de ter um plano B.',
    'Trabalha muito bem em áreas de prevenção, controle e segurança, onde a sua atenção aos riscos é valorizada.',
    'Aprecia treinamentos e orientações claras no começo e, com o tempo, ganha confiança para propor melhorias.',
    'Prefere mudanças comunicadas com antecedência e explicadas com motivos; assim, você se adapta bem e ainda ajuda os outros a se adaptarem.',
    'Valoriza empresas com cultura de confiança, estabilidade e plano de carreira, onde possa crescer ao longo do tempo.',
  ],
  relationships: [
    'Com chefes, pergunte abertamente o que se espera de você e como o seu desempenho será avaliado; clareza reduz a insegurança.',
    'Quando notar um risco, leve a preocupação junto com uma sugestão de solução; assim sua fala é vista como contribuição, e não como pessimismo.',
    'Dê às pessoas novas a chance de mostrar quem são antes de formar uma opinião; a confiança também se constrói aos poucos.',
    'Com colegas, sua lealdade é um presente, mas aprenda a dizer não quando um pedido de ajuda atrapalha as suas próprias entregas.',
    'Com clientes, sua preocupação em prevenir problemas transmite segurança: explique os próximos passos e cumpra o que combinou.',
    'Em conflitos, converse diretamente com a pessoa envolvida em vez de comentar com outros colegas; isso preserva a confiança no time.',
    'Tenha pelo menos uma pessoa de confiança no trabalho, como alguém mais experiente que possa ser sua referência, para tirar dúvidas sem medo.',
  ],
  personalGrowth: [
    'Quando a preocupação aparecer, escreva: "O que pode dar errado? Qual é a chance real? O que eu posso fazer?"; transformar medo em plano acalma a mente.',
    'Pratique decidir pequenas coisas sem consultar ninguém, como o filme, o lanche ou a ordem das tarefas, para fortalecer a confiança no seu próprio julgamento.',
    'Saia da zona de conforto aos poucos: uma atividade nova, um curso diferente, uma apresentação; cada passo mostra que você dá conta.',
    'Experimente técnicas de respiração e pratique atividade física com regularidade; as duas coisas ajudam a baixar a ansiedade.',
    'Reconheça as suas conquistas em voz alta: contar para alguém o que você fez bem fortalece a autoconfiança.',
    'Aprenda a diferenciar prudência de medo: pergunte-se se está evitando um risco real ou apenas o desconhecido.',
    'Se a ansiedade atrapalhar o sono, os estudos ou a vida social, converse com alguém de confiança e procure apoio profissional, como o atendimento gratuito do SUS ou das clínicas-escola de Psicologia.',
  ],
  famousPeople: [
    {
      name: 'Tom Hanks',
      note: 'O ator estadunidense costuma ser citado por estudiosos do Eneagrama como exemplo deste perfil pela imagem pública de confiabilidade, lealdade e responsabilidade.',
    },
    {
      name: 'Jennifer Aniston',
      note: 'A atriz estadunidense é frequentemente lembrada em materiais sobre o Eneagrama como exemplo de perfil leal, pela imagem de amizades duradouras e de cuidado com as pessoas próximas.',
    },
    {
      name: 'Cafu',
      note: 'O ex-capitão da Seleção Brasileira, campeão do mundo em 2002, costuma ser lembrado como exemplo de lealdade ao grupo, dedicação e espírito de equipe.',
    },
    {
      name: 'Tite',
      note: 'O técnico de futebol costuma ser associado a este perfil pela fama de preparação minuciosa, pela valorização do grupo e pela fidelidade às pessoas com quem trabalha.',
    },
    {
      name: 'Drauzio Varella',
      note: 'O médico e escritor brasileiro costuma ser lembrado como exemplo de senso de prevenção e compromisso com a comunidade, pelo trabalho de décadas em saúde pública.',
    },
  ],
};
