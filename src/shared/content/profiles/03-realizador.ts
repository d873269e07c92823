import type { ProfileContent } from '../content.schema';

export const realizador: ProfileContent = {
  id: 3,
  slug: 'realizador',
  name: 'Realizador',
  careerName: 'Empreendedor',
  icon: '🏆',
  color: '#b45309',
  description:
    'Você gosta de ver as coisas acontecendo, de preferência com você fazendo acontecer. Tem facilidade para definir metas, encontrar o caminho mais rápido até elas e se adaptar ao que cada situação pede. Quando acredita em um objetivo, a sua energia contagia o grupo e transforma planos em resultados.',
  motivation:
    'Alcançar objetivos que importam, crescer de verdade e ter reconhecido o valor daquilo que você constrói.',
  coreValues: [
    'Excelência',
    'Conquista',
    'Eficiência',
    'Crescimento pessoal',
    'Reconhecimento',
    'Protagonismo',
  ],
  scenario:
    'Seu dia começa com uma lista de metas no celular, e você adora riscar cada item. Na escola, o professor anuncia uma feira de profissões e, antes de o sinal tocar, você já dividiu as tarefas do grupo, criou um perfil do projeto nas redes e pensou em como deixar o estande com cara de evento profissional. À tarde, no seu trabalho de jovem aprendiz em uma loja, você repara que um produto encalhado vende muito mais quando fica perto do caixa e sugere a mudança ao gerente; no fim do mês, os números confirmam a sua ideia. À noite, entre um simulado do ENEM e uma videoaula sobre como vender pela internet, você já pensa no próximo objetivo. Antes de dormir, sua mãe pergunta como você está se sentindo, e não como as coisas estão indo. A pergunta fica na cabeça, e você percebe que ela também merece uma resposta com calma.',
  personalityTraits: [
    'Foco em metas e resultados',
    'Energia para fazer acontecer',
    'Grande capacidade de adaptação',
    'Autoconfiança',
    'Comunicação persuasiva',
    'Competitividade saudável',
    'Cuidado com a própria imagem',
  ],
  strengths: [
    'Execução rápida e eficiente',
    'Clareza para definir prioridades',
    'Poder de motivar o grupo',
    'Facilidade para apresentar ideias',
    'Olhar prático para oportunidades',
    'Persistência diante de metas difíceis',
    'Aprendizado rápido de novas habilidades',
  ],
  tips: [
    'Transforme os estudos em metas mensuráveis, como “acertar 30 questões de Matemática nesta semana”, e acompanhe o seu progresso em um gráfico simples.',
    'Encare os simulados como uma competição pessoal: compare cada resultado com o anterior, e não com o dos colegas.',
    'Cuidado com os atalhos: em matérias-base, como Matemática e interpretação de texto, entender de verdade vale muito mais do que decorar para a prova.',
    'No primeiro emprego, pergunte quais indicadores definem um bom desempenho na sua função. Saber o que é medido ajuda você a se destacar no lugar certo.',
    'Monte desde cedo um currículo e um perfil no LinkedIn com conquistas concretas (um projeto, uma venda, um evento organizado), usando números sempre que possível.',
    'Participe de olimpíadas do conhecimento, grêmio estudantil, feiras de ciências ou, mais tarde, de uma empresa júnior: são vitrines para o seu talento e ensinam liderança na prática.',
    'Procure alguém que esteja alguns passos à frente na carreira que você deseja e peça conselhos específicos. Uma boa mentoria encurta caminhos.',
  ],
  careers: [
    {
      name: 'Empreendedor(a)',
      whyItFits:
        'Transformar uma ideia em negócio, definir metas e ver o resultado crescer é o terreno natural de quem gosta de fazer acontecer.',
      pathInBrazil:
        'O SEBRAE oferece cursos gratuitos e programas como o Empretec; empresas juniores e incubadoras universitárias são ótimos laboratórios, e a partir dos 18 anos dá para formalizar um pequeno negócio como MEI.',
    },
    {
      name: 'Executivo(a) de Vendas',
      whyItFits:
        'Metas claras, negociação e reconhecimento pelo resultado combinam com a sua energia e a sua comunicação persuasiva.',
      pathInBrazil:
        'Muita gente começa como jovem aprendiz no varejo ou como SDR (pré-vendas) em empresas de tecnologia; cursos técnicos e livres na área comercial (SENAC, ETEC) e graduações em Administração ou Marketing aceleram a carreira.',
    },
    {
      name: 'Analista de Marketing de Performance',
      whyItFits:
        'Você define metas, testa estratégias e acompanha os números de cada campanha: resultado medido em tempo real, do jeito que você gosta.',
      pathInBrazil:
        'Graduação ou tecnólogo em Marketing, Publicidade ou Administração, somados a certificações gratuitas do Google e da Meta; estágios em agências digitais são a porta de entrada mais comum.',
    },
    {
      name: 'Gerente de Produto (Product Manager)',
      whyItFits:
        'Liderar a evolução de um produto digital, com metas e indicadores claros, une visão de negócio e vontade de entregar algo de impacto.',
      pathInBrazil:
        'Não há uma graduação obrigatória: é comum vir de Administração, Engenharia, Design ou cursos de tecnologia; em geral, chega-se à função depois de passar por estágios ou cargos de analista em startups, somada a cursos de gestão de produto.',
    },
    {
      name: 'Gestor(a) de Projetos',
      whyItFits:
        'Planejar etapas, coordenar pessoas e cumprir prazos para entregar um resultado é exatamente o que motiva você.',
      pathInBrazil:
        'Graduações em Administração, Engenharia ou Tecnologia são comuns; certificações do PMI, como a CAPM para iniciantes e depois a PMP, além de métodos ágeis como o Scrum, ajudam a conquistar vagas.',
    },
    {
      name: 'Consultor(a) Empresarial',
      whyItFits:
        'Diagnosticar problemas, propor soluções e mostrar resultados para empresas diferentes traz os desafios variados que mantêm a sua motivação em alta.',
      pathInBrazil:
        'Administração, Economia e Engenharia de Produção são graduações comuns; participar de empresa júnior durante a faculdade é um caminho clássico, e as grandes consultorias recrutam por programas de estágio e trainee.',
    },
    {
      name: 'Corretor(a) de Imóveis',
      whyItFits:
        'Cada negociação fechada é uma conquista visível, e a sua capacidade de se comunicar e se adaptar a cada cliente faz toda a diferença.',
      pathInBrazil:
        'É preciso fazer o curso Técnico em Transações Imobiliárias (TTI) ou o tecnólogo em Gestão Imobiliária e se registrar no CRECI; a renda costuma vir de comissões, o que recompensa quem tem foco em metas.',
    },
    {
      name: 'Assessor(a) de Investimentos',
      whyItFits:
        'Ajudar clientes a alcançar objetivos financeiros, com metas e desempenho bem medidos, combina com o seu lado competitivo e comunicativo.',
      pathInBrazil:
        'Graduações em Economia, Administração ou Ciências Contábeis ajudam, mas o essencial é obter aprovação no exame de certificação da Ancord e obter o credenciamento exigido pelas regras da CVM; certificações da ANBIMA, como a CPA-20, também abrem portas em bancos.',
    },
    {
      name: 'Personal Trainer',
      whyItFits:
        'Definir metas de desempenho, acompanhar a evolução e celebrar cada conquista com os alunos tem tudo a ver com você.',
      pathInBrazil:
        'É necessário cursar o bacharelado em Educação Física (ENEM/SISU, ProUni ou FIES) e obter o registro no CREF; especializações em treinamento esportivo e uma boa presença nas redes ajudam a conquistar clientes.',
    },
    {
      name: 'Gerente de Varejo',
      whyItFits:
        'Bater metas de venda, liderar uma equipe e ver a loja crescer mês a mês dá o senso de conquista que move você.',
      pathInBrazil:
        'Muita gente começa como jovem aprendiz ou no time de vendas e é promovida; um tecnólogo em Gestão Comercial ou uma graduação em Administração, além dos programas de trainee das grandes redes, aceleram a chegada à gerência.',
    },
  ],
  weaknesses: [
    'Você pode se cobrar resultados o tempo todo e sentir que só tem valor quando está vencendo.',
    'A pressa de entregar pode fazer você pular etapas ou deixar para trás detalhes importantes.',
    'Existe o risco de trabalhar demais e deixar descanso, amizades e família para “quando der”.',
    'Falhar pode parecer muito difícil de encarar, e a tentação é esconder o erro em vez de aprender com ele.',
    'Às vezes, a preocupação com a imagem faz você mostrar só o lado bem-sucedido e guardar inseguranças que mereciam ser conversadas.',
    'A competitividade, quando passa do ponto, pode transformar colegas em rivais e atrapalhar o trabalho em equipe.',
  ],
  workStyle: [
    'Você rende mais com metas claras, prazos definidos e liberdade para escolher como chegar lá.',
    'Ambientes dinâmicos, com desafios frequentes e chances reais de crescimento, mantêm a sua motivação em alta.',
    'Em equipe, você costuma assumir a frente na execução: organiza o plano, distribui tarefas e puxa o ritmo.',
    'Reconhecimento pelo resultado é um grande combustível; empresas com avaliação de desempenho e plano de carreira combinam com você.',
    'Você se destaca em apresentações, reuniões com clientes e situações em que é preciso convencer e representar o time.',
    'Gosta de acompanhar indicadores e ver, em números, o impacto do próprio trabalho.',
    'Processos lentos e burocracia em excesso tendem a frustrar você; procure entender o motivo das regras antes de tentar contorná-las.',
  ],
  relationships: [
    'Com a liderança, mostre os resultados, mas compartilhe também as dificuldades logo no começo. Pedir apoio a tempo é sinal de maturidade profissional, e não de fraqueza.',
    'Divida os méritos: ao apresentar um resultado, cite quem contribuiu. Isso fortalece a sua reputação e a confiança do time.',
    'Com colegas de ritmo mais lento ou cuidadoso, lembre-se de que qualidade e revisão também fazem parte de um bom resultado.',
    'Com clientes, a sua capacidade de persuasão é valiosa; use-a com transparência e prometa apenas o que pode cumprir.',
    'Ouça antes de propor soluções: às vezes, a pessoa só precisa ser escutada antes de falar em metas e planos.',
    'Construa uma rede de contatos genuína, baseada em interesse real pelas pessoas, e não apenas no que elas podem oferecer agora.',
  ],
  personalGrowth: [
    'Reserve um tempo toda semana sem meta nenhuma, como um passeio, um hobby ou uma conversa sem celular, para lembrar que você vale muito além do que produz.',
    'Depois de um erro, escreva o que aconteceu, o que aprendeu e o que fará diferente. Transformar falha em aprendizado é uma habilidade de quem vai longe.',
    'Antes de abraçar um novo objetivo, pergunte a si: “eu quero isso de verdade ou quero o aplauso que vem junto?”.',
    'Pratique contar a um amigo ou familiar de confiança uma insegurança, e não apenas uma conquista.',
    'Comemore o processo, e não só o resultado: valorize as horas de estudo mesmo quando a nota ainda não veio.',
    'Cuide do básico (sono, alimentação e atividade física), porque nenhum objetivo grande se sustenta com o corpo no limite.',
    'Ajude alguém a crescer, por exemplo apoiando um colega na preparação para uma prova, e sinta a satisfação de uma vitória compartilhada.',
  ],
  famousPeople: [
    {
      name: 'Silvio Santos',
      note: 'Costuma ser lembrado como exemplo deste perfil pela trajetória de camelô no Rio de Janeiro a dono de um grande grupo de comunicação, sempre focado em metas e no contato com o público.',
    },
    {
      name: 'Anitta',
      note: 'Sua imagem pública é muito associada a este perfil pela forma estratégica como planeja a carreira, estuda o mercado e persegue novos objetivos, inclusive fora do Brasil.',
    },
    {
      name: 'Gisele Bündchen',
      note: 'Costuma ser citada como exemplo deste perfil pela disciplina, pelo profissionalismo e pelo foco em resultados que marcaram a sua trajetória até o topo da moda mundial.',
    },
    {
      name: 'Cristiano Ronaldo',
      note: 'É frequentemente associado a este perfil por quem estuda o Eneagrama, pela dedicação intensa ao próprio desempenho e pela busca constante de recordes e conquistas.',
    },
    {
      name: 'Taylor Swift',
      note: 'Costuma ser lembrada como exemplo de ambição e capacidade de reinvenção, pela forma como planeja cada fase da carreira e transforma metas em grandes conquistas.',
    },
  ],
};
