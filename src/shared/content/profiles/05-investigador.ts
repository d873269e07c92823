import type { ProfileContent } from '../content.schema';

export const investigador: ProfileContent = {
  id: 5,
  slug: 'investigador',
  name: 'Investigador',
  careerName: 'Analítico',
  description:
    'Você é movido pela curiosidade: quer entender como as coisas funcionam de verdade, e não só decorar a resposta. Gosta de observar, pesquisar e pensar com calma antes de agir, e costuma ir fundo nos assuntos que despertam o seu interesse. Sua mente analítica transforma informações soltas em conhecimento útil, e isso é um talento raro.',
  icon: '🔬',
  color: '#0f766e',
  motivation:
    'Compreender o mundo com profundidade e ser competente de verdade naquilo que faz. Você se sente bem quando tem autonomia, tempo para pensar e conhecimento suficiente para resolver problemas difíceis.',
  coreValues: [
    'Conhecimento',
    'Curiosidade',
    'Autonomia',
    'Competência',
    'Objetividade',
    'Respeito ao espaço de cada um',
  ],
  scenario:
    'Terça-feira, 23h. Você devia estar dormindo, mas já está no terceiro vídeo sobre buracos negros e abriu um artigo só para conferir se o vídeo explicou direito. Na manhã seguinte, na aula de Química, enquanto a turma decora fórmulas, você pergunta ao professor por que a reação acontece daquele jeito. Ele sorri e indica um livro. No trabalho em grupo, os colegas querem dividir tudo correndo; você prefere ficar com a pesquisa, onde pode se concentrar, e entrega um material tão bem embasado que vira a referência da equipe. À tarde, no programa de jovem aprendiz em uma empresa de tecnologia, sua supervisora pede uma planilha de vendas. Você nota um padrão estranho nos números e, em vez de só entregar a tabela, mostra a descoberta, com calma e direto ao ponto. Ela fica impressionada. À noite, sua família pede ajuda para entender a conta de luz, e você explica tudo em dois minutos. Onde existe algo a ser entendido, você se sente em casa.',
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
    'Use a curiosidade como método de estudo: antes de ler um capítulo, escreva três perguntas que você quer responder com ele; assim você vai lembrar muito mais do conteúdo.',
    'Participe de olimpíadas científicas, como a OBMEP (matemática), a OBA (astronomia) ou a OBI (informática); elas desafiam o seu raciocínio, enriquecem o currículo e algumas universidades até reservam vagas para medalhistas.',
    'Pergunte na sua escola sobre programas de iniciação científica júnior: universidades e institutos federais oferecem projetos, muitas vezes com bolsa, para estudantes do ensino médio.',
    'Cuidado para não passar horas aprofundando só o que você gosta e deixar de lado as matérias que caem na prova; um cronograma simples ajuda a equilibrar.',
    'Explique o que você aprendeu para um colega: ensinar é uma das melhores formas de fixar o conteúdo e mostra o seu valor para o grupo.',
    'No primeiro emprego, faça perguntas logo no começo em vez de tentar descobrir tudo por conta própria; isso economiza tempo e mostra interesse.',
    'Para entrevistas, prepare dois ou três exemplos de problemas que você resolveu, contando o passo a passo do seu raciocínio.',
  ],
  careers: [
    {
      name: 'Cientista de Dados',
      whyItFits:
        'Você transforma montanhas de números em respostas, usando curiosidade e lógica para descobrir padrões que ninguém tinha visto.',
      pathInBrazil:
        'Graduação em Estatística, Ciência da Computação, Matemática ou Engenharia, com ingresso pelo ENEM via SISU, ProUni ou FIES, além de estudo de Python e SQL; estágios em análise de dados são a porta de entrada mais comum.',
    },
    {
      name: 'Pesquisador(a) Científico(a)',
      whyItFits:
        'Fazer perguntas que ninguém respondeu ainda e buscar a resposta com método é exatamente o que mais motiva você.',
      pathInBrazil:
        'Graduação na área de interesse com iniciação científica (bolsas do CNPq ou de fundações estaduais, como a FAPESP), seguida de mestrado e doutorado; vagas fixas costumam vir por concurso em universidades e institutos como Embrapa e Fiocruz.',
    },
    {
      name: 'Especialista em Cibersegurança',
      whyItFits:
        'Investigar falhas, entender como os sistemas funcionam por dentro e antecipar ataques combina com a sua mente detalhista e curiosa.',
      pathInBrazil:
        'Curso técnico em Informática ou Redes de Computadores (ETECs, institutos federais, SENAI), tecnólogo em Segurança da Informação ou graduação em Computação; certificações como a CompTIA Security+ e competições de CTF (Capture The Flag) contam muito no currículo.',
    },
    {
      name: 'Desenvolvedor(a) Back-end',
      whyItFits:
        'Você gosta de construir a lógica que ninguém vê, mas que faz tudo funcionar, e de resolver problemas com concentração.',
      pathInBrazil:
        'Curso técnico em Desenvolvimento de Sistemas ou Informática (ETECs, institutos federais, SENAI), tecnólogo em Análise e Desenvolvimento de Sistemas ou graduação em Ciência da Computação; projetos próprios publicados no GitHub e vagas de jovem aprendiz ou estágio em TI abrem portas.',
    },
    {
      name: 'Estatístico(a)',
      whyItFits:
        'Você confia em evidências e tem paciência para analisar dados até que eles contem a história verdadeira.',
      pathInBrazil:
        'Graduação em Estatística, oferecida por várias universidades públicas e acessível pelo SISU, e registro no Conselho Regional de Estatística; o IBGE e outros órgãos públicos abrem concursos para a área.',
    },
    {
      name: 'Astrônomo(a)',
      whyItFits:
        'Poucas coisas despertam tanto a sua curiosidade quanto os mistérios do universo, que exigem paciência, cálculo e imaginação.',
      pathInBrazil:
        'Graduação em Física ou em Astronomia (bacharelado oferecido por poucas universidades, como USP e UFRJ), seguida de mestrado e doutorado; participar da Olimpíada Brasileira de Astronomia (OBA) ainda na escola é um ótimo primeiro passo.',
    },
    {
      name: 'Geólogo(a)',
      whyItFits:
        'Ler a história da Terra nas rochas é um trabalho de detetive que combina pesquisa de campo e análise cuidadosa.',
      pathInBrazil:
        'Graduação em Geologia (em geral com 5 anos) e registro no CREA; alguns institutos federais oferecem cursos técnicos em Geologia ou Mineração, e há concursos em órgãos como o Serviço Geológico do Brasil e em empresas como a Petrobras.',
    },
    {
      name: 'Arqueólogo(a)',
      whyItFits:
        'Você tem a paciência e a curiosidade necessárias para reconstruir o passado a partir de pequenos vestígios.',
      pathInBrazil:
        'Graduação em Arqueologia (oferecida por algumas universidades federais) ou em História, Antropologia ou áreas afins, seguida de pós-graduação em Arqueologia; há trabalho em pesquisa acadêmica e nos estudos exigidos para o licenciamento de grandes obras.',
    },
    {
      name: 'Perito(a) Criminal',
      whyItFits:
        'Analisar provas com rigor científico e chegar à verdade sem se deixar levar pela emoção é a sua cara.',
      pathInBrazil:
        'Exige graduação em áreas como Química, Biologia, Farmácia, Computação, Física ou Engenharia e aprovação em concurso público da Polícia Civil ou Polícia Científica do seu estado, ou da Polícia Federal.',
    },
    {
      name: 'Biomédico(a)',
      whyItFits:
        'No laboratório, sua atenção aos detalhes e seu gosto por investigar ajudam a descobrir o que está por trás de uma doença.',
      pathInBrazil:
        'Graduação em Biomedicina, com ingresso pelo ENEM via SISU, ProUni ou FIES, e registro no Conselho Regional de Biomedicina; um curso técnico em Análises Clínicas (ETECs, SENAC) permite começar a trabalhar em laboratórios mais cedo.',
    },
  ],
  weaknesses: [
    'Quando a energia acaba, você tende a se isolar, e as pessoas podem confundir isso com falta de interesse; avisar que precisa de um tempo resolve boa parte do problema.',
    'A vontade de saber tudo antes de agir pode virar adiamento: nem sempre dá para ter todas as informações, e às vezes é preciso começar com o que se tem.',
    'Você costuma guardar o que pensa, e por isso suas boas ideias nem sempre chegam a ser ouvidas nas reuniões.',
    'Sua objetividade pode soar distante quando você dá uma opinião muito técnica sem considerar o lado emocional da situação.',
    'Você pode subestimar a importância dos contatos e das relações, achando que apenas a competência técnica basta para crescer.',
    'Eventos longos e trabalhos com muita interação podem cansar você mais rápido do que os outros; planejar pausas ajuda a manter o ritmo.',
    'Às vezes você acumula muito conhecimento, mas sente que nunca sabe o bastante para se candidatar a uma vaga ou apresentar uma ideia.',
  ],
  workStyle: [
    'Você trabalha melhor com autonomia: recebe o objetivo, entende o problema e escolhe o caminho para resolvê-lo.',
    'Precisa de períodos de concentração sem interrupções; fones de ouvido, salas silenciosas ou blocos de foco na agenda fazem muita diferença.',
    'Em equipe, brilha como a pessoa que investiga, analisa os dados e encontra a causa real do problema.',
    'Prefere reuniões objetivas, com pauta definida, e rende mais quando recebe as informações por escrito e com antecedência.',
    'Ambientes que valorizam evidências e bons argumentos, como laboratórios, equipes de tecnologia, pesquisa e análise, combinam com o seu jeito.',
    'Gosta de dominar um assunto a fundo e, com o tempo, tende a virar a referência técnica da equipe.',
    'Funciona bem em trabalho remoto ou híbrido, desde que mantenha contato regular com o time.',
  ],
  relationships: [
    'Com chefes, combine desde o início como e quando você vai dar notícias do andamento; atualizações curtas e frequentes evitam a impressão de que você sumiu.',
    'Ao explicar algo técnico para colegas ou clientes, comece pela conclusão e use exemplos do dia a dia; se a pessoa quiser, aí sim aprofunde os detalhes.',
    'Faça um esforço consciente para participar das conversas informais, como o café e o almoço; são pequenos momentos que constroem confiança.',
    'Antes de uma reunião, prepare um ou dois pontos que você quer falar; assim fica bem mais fácil se posicionar.',
    'Ao discordar de alguém, apresente seus dados e pergunte o que a outra pessoa sabe que você ainda não sabe; isso transforma uma discussão em troca.',
    'Com clientes, mostre interesse pelas necessidades deles, e não só pelo problema técnico; perguntar "como isso afeta o seu dia a dia?" muda o rumo da conversa.',
    'Avise com clareza quando precisar de um tempo de concentração; as pessoas respeitam muito mais os limites que são explicados.',
  ],
  personalGrowth: [
    'Defina um prazo para a fase de pesquisa: decida quanto tempo vai estudar um assunto antes de colocar a mão na massa.',
    'Pratique falar em público em situações seguras, como apresentações na escola, clubes de debate ou grupos de estudo.',
    'Compartilhe o que aprende, seja em um blog, em vídeos curtos ou fazendo monitoria na escola; ensinar fortalece o seu conhecimento e a sua confiança.',
    'Treine dar nome ao que sente: no fim do dia, anote uma emoção e o que a provocou; isso ajuda você a se conectar consigo e com os outros.',
    'Inclua na rotina uma atividade que tire você da cabeça e traga para o corpo, como caminhada, esporte ou dança.',
    'Aproxime-se de comunidades da sua área, como grupos de programação, clubes de ciências e eventos acadêmicos, para construir uma rede de contatos.',
    'Candidate-se a vagas e programas mesmo sem cumprir 100% dos requisitos; você aprende muito mais fazendo do que esperando o momento perfeito.',
  ],
  famousPeople: [
    {
      name: 'Artur Avila',
      note: 'O matemático brasileiro, primeiro latino-americano a ganhar a Medalha Fields, costuma ser lembrado como exemplo deste perfil pela dedicação profunda a problemas complexos.',
    },
    {
      name: 'Jaqueline Goes de Jesus',
      note: 'A biomédica brasileira é frequentemente citada como exemplo de curiosidade científica por ter participado, em 2020, do rápido sequenciamento do genoma do coronavírus no Brasil.',
    },
    {
      name: 'Marcelo Gleiser',
      note: 'O físico brasileiro costuma ser associado a este perfil pela paixão por grandes perguntas sobre o universo e pelo talento de explicar ciência para o público.',
    },
    {
      name: 'Marie Curie',
      note: 'A cientista costuma ser lembrada como exemplo de investigação incansável pela dedicação de uma vida inteira à pesquisa, que lhe rendeu dois prêmios Nobel.',
    },
    {
      name: 'Stephen Hawking',
      note: 'O físico britânico é frequentemente associado a este perfil pela mente curiosa e pela busca constante por compreender as leis mais profundas do cosmos.',
    },
  ],
};
