import type { ProfileContent } from '../content.schema';

export const realizador: ProfileContent = {
  id: 3,
  slug: 'realizador',
  name: 'Realizador',
  careerName: 'Empreendedor',
  icon: '🏆',
  color: '#b45309',
  description:
    'Você gosta de ver as coisas acontecendo, de preferência com você no comando. Tem facilidade para criar metas, achar o caminho mais rápido até elas e se adaptar ao que cada situação pede. Quando acredita num objetivo, a sua energia anima o grupo e faz os planos virarem resultados.',
  motivation: 'Alcançar metas que importam, crescer de verdade e ver o valor do que você constrói ser reconhecido.',
  coreValues: ['Excelência', 'Conquista', 'Eficiência', 'Crescimento pessoal', 'Reconhecimento', 'Protagonismo'],
  scenario:
    'O seu dia começa com uma lista de metas no celular, e você adora riscar cada item. Na escola, o professor anuncia uma feira de profissões. Antes de o sinal tocar, você já dividiu as tarefas do grupo e criou um perfil do projeto nas redes. À tarde, você trabalha como Jovem Aprendiz numa loja. Você nota que um produto parado vende muito mais quando fica perto do caixa e sugere a mudança ao gerente. No fim do mês, os números dão razão a você. À noite, entre um simulado do Enem (Exame Nacional do Ensino Médio) e um vídeo sobre vendas pela internet, você já pensa na próxima meta. Antes de dormir, sua mãe pergunta como você está se sentindo, e não como as coisas estão indo. A pergunta fica na sua cabeça. Você percebe que ela também merece uma resposta com calma.',
  scenarioAfterSchool:
    'O seu dia começa com uma planilha no celular: doze vagas, cinco currículos enviados e duas entrevistas marcadas. Faz um mês que você terminou o ensino médio, e a meta é o primeiro emprego com carteira assinada. Às nove, você tem uma entrevista por vídeo para uma vaga de assistente numa loja de material de construção. Você treinou ontem com um amigo e leva exemplos reais, como a feira do bairro que ajudou a organizar. A conversa flui, e a recrutadora sorri duas vezes. Na hora do almoço, chega um e-mail de outra empresa: você não passou. Dá um nó no estômago, e a vontade é apagar a mensagem e fingir que nada aconteceu. Em vez disso, você responde com educação e pede um retorno sobre o seu currículo. Para a sua surpresa, a empresa manda duas dicas curtas. Você ajusta o texto na mesma hora e se candidata a mais três vagas numa plataforma de vagas. À noite, na cozinha, o seu pai pergunta como foi. Você conta as vitórias e também o “não”. Falar do tropeço em voz alta deixa tudo mais leve.',
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
    'Transforme os estudos em metas que dá para medir, como “acertar 30 questões de Matemática nesta semana”. Anote o seu avanço num gráfico simples.',
    'Encare os simulados como uma disputa com você mesmo. Compare cada nota com a anterior, e não com a dos colegas.',
    'Cuidado com os atalhos. Em matérias de base, como Matemática e leitura de textos, entender de verdade vale muito mais do que decorar.',
    'No primeiro emprego, pergunte como o seu trabalho vai ser avaliado. Saber o que é medido ajuda você a se destacar no lugar certo.',
    'Monte cedo um currículo e um perfil no LinkedIn com conquistas reais, como um projeto, uma venda ou um evento. Use números sempre que der.',
    'Participe de olimpíadas escolares, do grêmio, de feiras de ciências e, mais tarde, de uma empresa júnior. Elas mostram o seu talento e ensinam a liderar na prática.',
    'Procure alguém que já esteja alguns passos à frente na carreira que você quer. Peça conselhos específicos: uma boa orientação encurta caminhos.',
  ],
  weaknesses: [
    'Você pode se cobrar resultados o tempo todo e sentir que só tem valor quando está vencendo.',
    'A pressa de entregar pode fazer você pular etapas ou esquecer detalhes importantes.',
    'Existe o risco de trabalhar demais e deixar o descanso, os amigos e a família para “quando der”.',
    'Falhar pode parecer muito difícil de encarar. A vontade é esconder o erro em vez de aprender com ele.',
    'Às vezes, a preocupação com a imagem faz você mostrar só o lado de sucesso. Aí as inseguranças ficam guardadas, quando mereciam uma conversa.',
    'Quando passa do ponto, a competição pode transformar colegas em rivais e atrapalhar o trabalho em equipe.',
  ],
  workStyle: [
    'Você rende mais com metas claras, prazos definidos e liberdade para escolher como chegar lá.',
    'Lugares com muitos desafios e chances reais de crescer mantêm a sua motivação lá em cima.',
    'Em equipe, você costuma tomar a frente: organiza o plano, divide as tarefas e puxa o ritmo.',
    'Ser reconhecido pelo resultado é um grande combustível. Empresas que avaliam o desempenho e têm plano de carreira combinam com você.',
    'Você se destaca em apresentações, reuniões com clientes e momentos em que é preciso convencer e falar pelo grupo.',
    'Gosta de acompanhar números e ver o efeito do próprio trabalho.',
    'Processos lentos e regras demais tendem a irritar você. Procure entender o motivo das regras antes de tentar contorná-las.',
  ],
  relationships: [
    'Com a chefia, mostre os resultados, mas conte também as dificuldades logo no começo. Pedir apoio a tempo é sinal de maturidade, e não de fraqueza.',
    'Divida os méritos. Ao apresentar um resultado, cite quem ajudou. Isso melhora a sua reputação e a confiança da equipe.',
    'Com colegas de ritmo mais lento ou cuidadoso, lembre que qualidade e revisão também fazem parte de um bom resultado.',
    'Com clientes, o seu poder de convencer vale muito. Use-o com honestidade e prometa só o que pode cumprir.',
    'Ouça antes de propor soluções. Às vezes, a pessoa só precisa ser ouvida antes de falar em metas e planos.',
    'Construa uma rede de contatos verdadeira, com interesse real pelas pessoas, e não só pelo que elas podem oferecer agora.',
  ],
  personalGrowth: [
    'Reserve um tempo toda semana sem nenhuma meta, como um passeio ou uma conversa sem celular. Isso lembra que você vale muito mais do que produz.',
    'Depois de um erro, escreva o que aconteceu, o que aprendeu e o que fará diferente. Transformar falha em lição é uma habilidade de quem vai longe.',
    'Antes de abraçar uma nova meta, pergunte a si: “eu quero isso de verdade ou quero o aplauso que vem junto?”.',
    'Treine contar a um amigo ou familiar de confiança uma insegurança, e não só uma conquista.',
    'Comemore o caminho, e não só o resultado. Valorize as horas de estudo mesmo quando a nota ainda não veio.',
    'Cuide do básico: sono, comida e atividade física. Nenhuma meta grande se sustenta com o corpo no limite.',
    'Ajude alguém a crescer, como um colega que está estudando para uma prova. Sinta a alegria de uma vitória dividida.',
  ],
  famousPeople: [
    {
      name: 'Silvio Santos',
      note: 'Costuma ser lembrado como exemplo deste perfil. Ele começou como camelô no Rio de Janeiro e virou dono de um grande grupo de comunicação, sempre focado em metas.',
    },
    {
      name: 'Anitta',
      note: 'A imagem dela é muito ligada a este perfil. Ela planeja a carreira com estratégia, estuda o mercado e busca novas metas, inclusive fora do Brasil.',
    },
    {
      name: 'Gisele Bündchen',
      note: 'Costuma ser citada como exemplo deste perfil pela disciplina, pelo profissionalismo e pelo foco em resultados que a levaram ao topo da moda mundial.',
    },
    {
      name: 'Cristiano Ronaldo',
      note: 'É muito ligado a este perfil pela dedicação intensa ao próprio desempenho e pela busca sem fim de recordes e títulos.',
    },
    {
      name: 'Taylor Swift',
      note: 'Costuma ser lembrada como exemplo de ambição e de capacidade de se reinventar. Ela planeja cada fase da carreira e transforma metas em grandes conquistas.',
    },
  ],
};
