import type { ProfileContent } from '../content.schema';

export const desafiador: ProfileContent = {
  id: 8,
  slug: 'desafiador',
  name: 'Desafiador',
  careerName: 'Líder',
  description:
    'Você fala o que pensa, defende quem precisa e não costuma fugir de uma situação difícil. Quando o grupo trava, é você quem toma a frente, decide e põe as coisas em movimento. Por trás dessa força, existe um coração leal. Quem está do seu lado sabe que pode contar com a sua proteção.',
  icon: '🦁',
  color: '#b91c1c',
  motivation: 'Ter liberdade para decidir o próprio caminho, proteger as pessoas de quem gosta e lutar contra o que acha injusto.',
  coreValues: ['Justiça', 'Autonomia', 'Coragem', 'Lealdade', 'Honestidade direta', 'Proteção de quem é mais vulnerável'],
  scenario:
    'Na aula de Educação Física, o seu time está perdendo, e todo mundo começa a se culpar. Você junta o grupo, muda as posições e diz, sem rodeios, o que precisa mudar. Na virada do placar, ninguém lembra que você falou alto, só que deu certo. No intervalo, você vê que um colega do primeiro ano está sendo zoado. Você fica do lado dele, firme, até a brincadeira parar. À tarde, você é Jovem Aprendiz no escritório de um centro de distribuição. Carga pesada, empilhadeira e turno da noite só depois dos 18 anos, mas você cuida da agenda dos caminhões. A fila atrasa porque ninguém toma as decisões. Você propõe uma nova ordem de chegada, e o supervisor deixa você testar. Dá certo, mas um colega mais antigo fica chateado por não ter sido ouvido. Em casa, você repassa o dia e percebe: a sua força abre caminhos. E perguntar “o que você acha?” antes de agir faz as pessoas quererem seguir você, e não só obedecer. Amanhã, você vai começar o turno conversando com aquele colega.',
  scenarioAfterSchool:
    'Seis e meia, e você já está na obra, de bota e capacete. Aos 20 anos, este é o seu primeiro emprego, como ajudante na construção de um prédio. O mestre de obras pede para levar os sacos de cimento ao terceiro andar. Você vê que o elevador de carga está com a trava solta e avisa na hora, sem rodeios. Ele confere, manda consertar e agradece. Mais tarde, um colega mais velho conta que as horas extras dele vieram erradas. Ele tem vergonha de reclamar. Você vai junto até o escritório da obra, e ele mostra as anotações. No almoço, você discorda do encarregado sobre a sequência do serviço. A vontade é falar alto, na frente de todos. Você espera, chama o encarregado num canto e explica a sua ideia com calma. Ele não aceita tudo, mas topa testar uma parte amanhã. À noite, você faz o curso técnico de Edificações, porque quer um dia comandar a própria obra. Em casa, a sua mãe repara que você quase não fala. Pela primeira vez, você admite que o dia pesou, e ela prepara um chá.',
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
    'Estude com metas desafiadoras e que dá para medir, como bater o seu próprio recorde de acertos nos simulados. Superar as suas marcas é um ótimo combustível.',
    'Quando uma matéria parecer inútil, pense em como ela se liga às suas metas. Para quem quer liderar, a Matemática ajuda a cuidar do dinheiro, e a Redação ajuda a convencer.',
    'Na redação do Enem (Exame Nacional do Ensino Médio), use a sua facilidade para defender uma opinião. Mas siga a estrutura do texto. E capriche na proposta de solução, que vale muitos pontos.',
    'No primeiro emprego, aprenda as regras e o jeito da empresa antes de propor grandes mudanças. Nos primeiros meses, mostrar resultado abre mais portas do que questionar tudo.',
    'Procure chances de liderar desde já, como o grêmio, o time da escola ou a organização de um campeonato. Isso conta no currículo e treina você a guiar pessoas.',
    'Em entrevistas, mostre a sua iniciativa com exemplos reais. Mas deixe claro que sabe trabalhar em equipe e receber orientação.',
    'Quando algo parecer injusto no trabalho, anote os fatos e leve o assunto a quem pode resolver, com calma. Argumentos organizados têm muito mais força do que uma reação de cabeça quente.',
  ],
  weaknesses: [
    'A sua franqueza pode soar dura para quem é mais sensível. Às vezes a mensagem está certa, mas o tom faz a outra pessoa parar de ouvir.',
    'Você pode ter dificuldade de aceitar ordens com as quais não concorda. Isso pode gerar atritos com a chefia logo no começo da carreira.',
    'Mostrar cansaço, dúvida ou tristeza pode parecer fraqueza para você. Aí você acaba carregando tudo sem pedir ajuda.',
    'Na pressa de resolver, você pode decidir pelo grupo sem consultar ninguém. As pessoas acabam se sentindo atropeladas.',
    'A intensidade que move você também pode levar a exageros, como trabalhar demais, brigar demais ou querer vencer toda discussão.',
    'Quando alguém quebra a sua confiança, a tendência é se fechar por completo. Isso dificulta resolver o conflito e seguir em frente.',
  ],
  workStyle: [
    'Você rende mais quando tem liberdade e responsabilidade real, com espaço para tomar decisões e responder pelos resultados.',
    'Desafios grandes, metas ousadas e problemas que ninguém conseguiu resolver despertam o seu melhor.',
    'Em equipe, tende a assumir a coordenação, dividir as tarefas e cobrar os prazos, ainda mais quando o grupo está sem rumo.',
    'Prefere chefes diretos e honestos, que digam o que esperam sem rodeios e aceitem o debate.',
    'Vai bem em situações de crise e pressão, em que é preciso agir rápido e manter a equipe em movimento.',
    'Valoriza empresas em que o mérito é reconhecido e as regras valem para todos, do aprendiz ao diretor.',
    'Chefes que controlam cada passo tiram a sua motivação. Você trabalha melhor quando combina o objetivo e escolhe o caminho.',
  ],
  relationships: [
    'Com a chefia, discorde em particular e apoie em público. Levar a sua opinião para uma conversa reservada mostra maturidade e aumenta a sua influência.',
    'Antes de dar uma opinião forte a um colega, faça uma pergunta. “Como você chegou nessa ideia?” abre espaço para conversa em vez de disputa.',
    'Com clientes, a sua segurança passa confiança. Equilibre com escuta: deixe a pessoa terminar de explicar antes de propor a solução.',
    'Elogie em voz alta o trabalho dos outros. Quem lidera com força e também sabe elogiar constrói equipes muito leais.',
    'Quando errar com alguém, peça desculpas de forma simples e direta. Isso não diminui a sua autoridade. Pelo contrário, aumenta o respeito.',
    'Use a sua coragem para defender colegas em situações injustas. Mas pergunte antes se eles querem a sua ajuda e de que forma.',
    'Em negociações, lembre que o outro lado também precisa sair com algo. Acordos em que todos ganham criam parcerias que duram.',
  ],
  personalGrowth: [
    'Antes de reagir numa discussão, conte até cinco e baixe o volume da voz. Pequenas pausas mudam o rumo de muitas conversas.',
    'Escolha uma pessoa de confiança e treine contar algo que preocupa você. Mostrar fragilidade também é um tipo de coragem.',
    'Num trabalho em grupo, deixe outra pessoa coordenar e apoie do seu lugar. Você vai aprender muito sobre liderança vendo outros estilos.',
    'Peça uma opinião sincera sobre o seu tom. Pergunte aos colegas como as suas falas chegam até eles e ajuste o que for preciso.',
    'Faça atividades que gastem a sua energia, como esportes em grupo, lutas ou corrida. Elas ajudam a soltar a tensão acumulada.',
    'Leia histórias de líderes que você admira e observe como eles lidaram com derrotas e com a própria impaciência.',
    'Reserve momentos de descanso de verdade. A força também precisa de pausa, e ninguém precisa provar resistência o tempo todo.',
  ],
  famousPeople: [
    {
      name: 'Marta',
      note: 'Costuma ser lembrada como exemplo de força e determinação. Ela tem garra em campo e defende com firmeza mais espaço e respeito para o futebol feminino.',
    },
    {
      name: 'Elza Soares',
      note: 'A cantora é muito citada pela voz potente e pela coragem de falar abertamente contra o racismo e a violência.',
    },
    {
      name: 'Zumbi dos Palmares',
      note: 'É lembrado como símbolo de resistência e liderança. Ele enfrentou a escravidão e defendeu a liberdade do quilombo.',
    },
    {
      name: 'Serena Williams',
      note: 'Costuma ser ligada a este perfil pela presença forte em quadra, pela garra nas disputas e pela defesa pública de igualdade no esporte.',
    },
    {
      name: 'Martin Luther King Jr.',
      note: 'É muito citado como exemplo de liderança corajosa. Ele enfrentou o racismo com firmeza e levou multidões a lutar pelos direitos civis.',
    },
  ],
};
