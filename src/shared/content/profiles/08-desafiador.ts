import type { ProfileContent } from '../content.schema';

export const desafiador: ProfileContent = {
  id: 8,
  slug: 'desafiador',
  name: 'Desafiador',
  careerName: 'Líder',
  description:
    'Você fala o que pensa, defende quem precisa e não costuma fugir de uma situação difícil. Quando o grupo trava, é você quem toma a frente, decide e coloca as coisas em movimento. Por trás dessa força existe um coração leal: quem está do seu lado sabe que pode contar com a sua proteção.',
  icon: '🦁',
  color: '#b91c1c',
  motivation:
    'Ter autonomia para decidir o próprio caminho, proteger as pessoas de quem gosta e lutar contra aquilo que considera injusto.',
  coreValues: [
    'Justiça',
    'Autonomia',
    'Coragem',
    'Lealdade',
    'Honestidade direta',
    'Proteção de quem é mais vulnerável',
  ],
  scenario:
    'Na aula de Educação Física, seu time está perdendo e todo mundo começa a se culpar. Você junta o grupo, muda as posições e diz, sem rodeios, o que precisa mudar. Na virada do placar, ninguém lembra que você falou alto, só que funcionou. No intervalo, você percebe que um colega do primeiro ano está sendo alvo de zoação e se coloca ao lado dele, firme, até a brincadeira parar. À tarde, como jovem aprendiz em um centro de distribuição, você nota que a fila de caminhões atrasa porque ninguém assume as decisões; propõe uma nova ordem de descarga e o supervisor deixa você testar. Dá certo, mas um colega mais antigo fica incomodado por não ter sido consultado. Em casa, você repassa o dia e percebe: sua força abre caminhos, e perguntar “o que você acha?” antes de agir faz as pessoas quererem seguir você, e não apenas obedecer. Amanhã, você vai começar o turno conversando com aquele colega.',
  personalityTraits: [
    'Franqueza e objetividade',
    'Coragem para enfrentar desafios',
    'Iniciativa para assumir o comando',
    'Forte senso de justiça',
    'Proteção com quem ama',
    'Energia intensa e determinada',
    'Independência nas decisões',
  ],
  strengths: [
    'Decisão rápida sob pressão',
    'Liderança natural em crises',
    'Firmeza em negociações',
    'Defesa de pessoas e causas',
    'Capacidade de destravar problemas',
    'Resistência diante de obstáculos',
    'Comunicação clara e direta',
  ],
  tips: [
    'Estude com metas desafiadoras e mensuráveis, como bater o seu próprio recorde de acertos em simulados. Superar as próprias marcas é um ótimo combustível para você.',
    'Quando uma matéria parecer inútil, procure como ela se liga aos seus objetivos: para quem quer liderar, Matemática vira planejamento de custos e Redação vira poder de argumentação.',
    'Na redação do ENEM, aproveite sua facilidade para defender um ponto de vista, mas respeite a estrutura do texto e capriche na proposta de intervenção, que vale uma competência inteira.',
    'No primeiro emprego, aprenda as regras e a cultura da empresa antes de propor grandes mudanças. Nos primeiros meses, mostrar resultado abre mais portas do que questionar tudo.',
    'Procure espaços de liderança desde já: grêmio estudantil, capitania de time, organização de campeonatos ou projetos voluntários contam pontos no currículo e treinam sua habilidade de conduzir pessoas.',
    'Em entrevistas, mostre sua iniciativa com exemplos reais, mas deixe claro que sabe trabalhar em equipe e receber orientação.',
    'Quando algo parecer injusto no trabalho, anote os fatos e leve o assunto ao canal certo, com calma. Argumentos organizados têm muito mais força do que uma reação no calor do momento.',
  ],
  careers: [
    {
      name: 'Advogado(a)',
      whyItFits:
        'Defender os direitos de alguém, argumentar com firmeza e enfrentar disputas difíceis é uma forma direta de colocar sua coragem a serviço da justiça.',
      pathInBrazil:
        'É preciso cursar Direito, que dura cerca de cinco anos (ENEM/SISU, ProUni ou FIES), e ser aprovado no Exame de Ordem da OAB; estágios em escritórios, na Defensoria Pública ou em núcleos de prática jurídica da faculdade ajudam a ganhar experiência.',
    },
    {
      name: 'Delegado(a) de Polícia',
      whyItFits:
        'Comandar investigações, tomar decisões rápidas e proteger a população exige a firmeza e o senso de justiça que movem você.',
      pathInBrazil:
        'O acesso é por concurso público da Polícia Civil ou da Polícia Federal, que exige graduação em Direito e, em muitos editais, alguns anos de atividade jurídica ou policial; a seleção inclui provas escritas, testes físicos, avaliação psicológica e curso de formação.',
    },
    {
      name: 'Oficial das Forças Armadas',
      whyItFits:
        'Liderar tropas, assumir responsabilidades desde cedo e agir com disciplina em situações de pressão combina com sua vocação para o comando.',
      pathInBrazil:
        'Há concursos gratuitos para jovens que estão terminando o ensino médio, como a EsPCEx (Exército, que leva à AMAN), a Escola Naval (Marinha) e a Academia da Força Aérea; as provas incluem conteúdos do ensino médio, testes físicos e exames de saúde, e os limites de idade variam conforme o edital.',
    },
    {
      name: 'Gestor(a) de Logística',
      whyItFits:
        'Coordenar entregas, estoques e equipes em ritmo acelerado, resolvendo imprevistos na hora, é um desafio diário à altura da sua energia.',
      pathInBrazil:
        'Cursos técnicos em Logística (ETECs, SENAC, Institutos Federais) e o programa jovem aprendiz em centros de distribuição são portas de entrada comuns; o tecnólogo em Logística ou a graduação em Administração ajudam a chegar a cargos de coordenação.',
    },
    {
      name: 'Engenheiro(a) Civil',
      whyItFits:
        'Comandar uma obra significa tomar decisões, liderar equipes grandes e garantir que tudo fique de pé, com muita responsabilidade em jogo.',
      pathInBrazil:
        'A graduação em Engenharia Civil dura cerca de cinco anos (ENEM/SISU, ProUni ou FIES) e exige registro no CREA; quem quer começar antes pode fazer o curso técnico em Edificações (ETECs, SENAI, Institutos Federais) e trabalhar em canteiros de obra.',
    },
    {
      name: 'Analista de Compras',
      whyItFits:
        'Negociar preços e prazos com fornecedores pede firmeza, objetividade e coragem para dizer não, qualidades que você tem de sobra.',
      pathInBrazil:
        'Muitas pessoas começam como assistente de compras ou jovem aprendiz em empresas e indústrias; graduação em Administração ou tecnólogos em Logística ou Gestão Comercial (ENEM, ProUni ou FIES) ajudam a crescer na área.',
    },
    {
      name: 'Treinador(a) Esportivo(a)',
      whyItFits:
        'Motivar atletas, cobrar resultados e tomar decisões decisivas no meio do jogo é liderança em estado puro.',
      pathInBrazil:
        'A graduação em Educação Física (bacharelado) e o registro no CREF são a base; no futebol, há ainda as licenças de treinador da CBF Academy, e começar como auxiliar em escolinhas e categorias de base dá a experiência prática.',
    },
    {
      name: 'Gestor(a) Público(a)',
      whyItFits:
        'Liderar projetos que mudam a vida de uma cidade ou de um estado canaliza sua vontade de enfrentar injustiças em ações concretas.',
      pathInBrazil:
        'Universidades públicas oferecem graduações em Gestão de Políticas Públicas e Administração Pública (pelo ENEM/SISU); com diploma de nível superior, é possível prestar concursos para carreiras de gestão governamental, e estágios em prefeituras e secretarias ajudam a conhecer a área.',
    },
    {
      name: 'Supervisor(a) de Produção Industrial',
      whyItFits:
        'Liderar o chão de fábrica, cuidar da segurança da equipe e bater metas de produção exige presença firme e decisões rápidas.',
      pathInBrazil:
        'O SENAI oferece aprendizagem industrial e cursos técnicos (como Mecânica, Eletrotécnica e Automação) que levam às primeiras vagas; com experiência, um tecnólogo em Gestão da Produção Industrial ou a graduação em Engenharia de Produção abrem caminho para a supervisão.',
    },
    {
      name: 'Cirurgião(ã)',
      whyItFits:
        'Assumir a responsabilidade por decisões de alto impacto, com calma sob pressão e liderando a equipe na sala de cirurgia, combina com sua coragem.',
      pathInBrazil:
        'É preciso cursar Medicina, que dura seis anos (ENEM/SISU, ProUni ou FIES), obter registro no CRM e ser aprovado na residência médica em Cirurgia Geral, seguida, se quiser, de uma especialidade cirúrgica.',
    },
  ],
  weaknesses: [
    'Sua franqueza pode soar dura para quem é mais sensível. Às vezes a mensagem está certa, mas o tom faz a outra pessoa parar de ouvir.',
    'Você pode ter dificuldade de aceitar ordens com as quais não concorda, o que pode gerar atritos com a liderança logo no início da carreira.',
    'Mostrar cansaço, dúvida ou tristeza pode parecer fraqueza para você, e isso leva você a carregar tudo sem pedir ajuda.',
    'Na pressa de resolver, você pode decidir pelo grupo sem consultar ninguém, e as pessoas acabam se sentindo atropeladas.',
    'A intensidade que move você também pode levar a exageros: trabalhar demais, discutir demais ou querer vencer toda discussão.',
    'Quando alguém quebra sua confiança, a tendência é se fechar por completo, o que dificulta resolver o conflito e seguir em frente.',
  ],
  workStyle: [
    'Você rende mais quando tem autonomia e responsabilidade real, com espaço para tomar decisões e responder pelos resultados.',
    'Desafios grandes, metas ousadas e problemas que ninguém conseguiu resolver despertam o seu melhor.',
    'Em equipe, tende a assumir a coordenação, distribuir tarefas e cobrar prazos, especialmente quando o grupo está sem rumo.',
    'Prefere lideranças diretas e transparentes, que digam o que esperam sem rodeios e estejam abertas ao debate.',
    'Funciona bem em situações de crise e pressão, em que é preciso agir rápido e manter o time em movimento.',
    'Valoriza empresas em que o mérito é reconhecido e as regras valem para todos, do aprendiz à diretoria.',
    'Microgerenciamento desmotiva você: trabalha melhor quando combina o objetivo e recebe liberdade para escolher o caminho.',
  ],
  relationships: [
    'Com a liderança, discorde em particular e apoie em público. Levar sua opinião para uma conversa reservada mostra maturidade e aumenta sua influência.',
    'Antes de dar uma opinião forte a um colega, faça uma pergunta. “Como você chegou nessa ideia?” abre espaço para diálogo em vez de disputa.',
    'Com clientes, sua segurança transmite confiança. Equilibre com escuta: deixe a pessoa terminar de explicar antes de propor a solução.',
    'Reconheça em voz alta o trabalho dos outros. Quem lidera com força e também sabe elogiar constrói equipes muito leais.',
    'Quando errar com alguém, peça desculpas de forma simples e direta. Isso não diminui sua autoridade; pelo contrário, aumenta o respeito.',
    'Use sua coragem para defender colegas em situações injustas, mas pergunte antes se eles querem sua ajuda e de que forma.',
    'Em negociações, lembre que o outro lado também precisa sair com algo. Acordos em que todos ganham criam parcerias que duram.',
  ],
  personalGrowth: [
    'Antes de reagir em uma discussão, conte até cinco e baixe o volume da voz. Pequenas pausas mudam o rumo de muitas conversas.',
    'Escolha uma pessoa de confiança e pratique contar algo que preocupa você. Mostrar vulnerabilidade também é uma forma de coragem.',
    'Em um trabalho em grupo, experimente deixar outra pessoa coordenar e apoie a partir do seu lugar. Você vai aprender muito sobre liderança observando outros estilos.',
    'Peça feedback específico sobre o seu tom: pergunte a colegas como suas falas chegam até eles e ajuste o que for preciso.',
    'Pratique atividades que canalizem sua energia, como esportes coletivos, artes marciais ou corrida. Elas ajudam a descarregar a tensão acumulada.',
    'Leia biografias de líderes que você admira e observe como eles lidaram com derrotas e com a própria impaciência.',
    'Reserve momentos de descanso de verdade: força também precisa de recuperação, e ninguém precisa provar resistência o tempo todo.',
  ],
  famousPeople: [
    {
      name: 'Marta',
      note: 'Costuma ser lembrada como exemplo de força e determinação, pela garra em campo e pela forma firme com que defende mais espaço e respeito para o futebol feminino.',
    },
    {
      name: 'Elza Soares',
      note: 'A cantora é frequentemente citada pela voz potente e pela coragem de falar abertamente contra o racismo e a violência, traços muito associados a este perfil.',
    },
    {
      name: 'Zumbi dos Palmares',
      note: 'É lembrado como símbolo de resistência e liderança pela forma como enfrentou a escravidão e defendeu a liberdade do quilombo, imagem muito ligada a este perfil.',
    },
    {
      name: 'Serena Williams',
      note: 'Costuma ser associada a este perfil pela presença marcante em quadra, pela intensidade competitiva e pela defesa pública de igualdade no esporte.',
    },
    {
      name: 'Martin Luther King Jr.',
      note: 'É frequentemente citado por quem estuda o Eneagrama como exemplo de liderança corajosa, pela firmeza com que enfrentou a injustiça racial e mobilizou multidões pelos direitos civis.',
    },
  ],
};
