import type { ProfileContent } from '../content.schema';

export const perfeccionista: ProfileContent = {
  id: 1,
  slug: 'perfeccionista',
  name: 'Perfeccionista',
  careerName: 'Organizador',
  icon: '📐',
  color: '#1d4ed8',
  description:
    'Você tem um olhar afiado para o que pode ficar melhor: percebe o erro de digitação no cartaz da escola, a regra que não está sendo cumprida e o passo que alguém pulou. Por trás disso existe um senso forte de certo e errado e a vontade sincera de deixar as coisas organizadas, justas e bem-feitas. Quando você assume uma tarefa, as pessoas sabem que ela vai ser entregue com capricho.',
  motivation:
    'Fazer as coisas do jeito certo e deixar o mundo ao seu redor um pouco mais justo, organizado e bem cuidado do que quando você chegou.',
  coreValues: [
    'Integridade',
    'Responsabilidade',
    'Qualidade no que faz',
    'Justiça',
    'Organização',
    'Melhoria contínua',
  ],
  scenario:
    'Sete da manhã e sua mochila já está pronta desde a noite anterior, com o material separado por matéria. No trabalho em grupo de Biologia, é você quem percebe que o slide 4 contradiz o slide 9 e que as referências estão fora da norma. Alguns colegas acham exagero, mas, na hora da apresentação, é o seu grupo que responde às perguntas da professora sem tropeçar. À tarde, no seu primeiro emprego como jovem aprendiz em um escritório, você reorganiza a planilha de estoque que ninguém entendia e cria uma legenda de cores; a supervisora gosta tanto que pede para usar o modelo com toda a equipe. À noite, em casa, aparece aquela vozinha dizendo que a redação para o ENEM ainda poderia estar melhor. Você revisa mais uma vez, respira fundo e decide: está boa. E, para quem exige tanto de si, saber a hora de parar também é uma conquista.',
  personalityTraits: [
    'Olhar atento para detalhes',
    'Senso forte de ética e justiça',
    'Gosto por ordem e método',
    'Alto nível de exigência consigo',
    'Palavra que vale como compromisso',
    'Vontade constante de melhorar as coisas',
    'Coerência entre o que fala e o que faz',
  ],
  strengths: [
    'Entregas caprichadas e com poucos erros',
    'Disciplina para cumprir prazos',
    'Facilidade para criar padrões e rotinas',
    'Honestidade que gera confiança',
    'Talento para revisar e corrigir',
    'Responsabilidade com compromissos assumidos',
    'Visão clara do que pode ser melhorado',
  ],
  tips: [
    'Antes de começar a estudar, defina o que significa “pronto” naquela sessão (por exemplo, 20 questões resolvidas). Assim você sabe a hora de parar e não fica revisando sem fim.',
    'Use cronogramas e checklists a seu favor, mas deixe espaço para imprevistos: um plano com folga é mais realista e funciona melhor do que um plano perfeito.',
    'Em provas e no ENEM, resolva primeiro as questões que você domina e volte às difíceis depois. Travar em uma só questão, tentando ter certeza absoluta, custa um tempo precioso.',
    'Na redação, escreva o primeiro rascunho sem parar para corrigir cada linha. A revisão vem depois, e é nela que o seu olhar crítico brilha.',
    'No primeiro emprego, pergunte logo no início como a empresa define um trabalho bem-feito. Cada lugar tem seu padrão, e entender isso evita retrabalho e frustração.',
    'Quando notar um processo que poderia funcionar melhor, apresente a sugestão por escrito e com um exemplo prático. Ideias bem explicadas são ouvidas com mais facilidade.',
    'Guarde em uma pasta ou portfólio os trabalhos de que você se orgulha. A qualidade das suas entregas é um ótimo argumento em entrevistas de estágio e emprego.',
  ],
  careers: [
    {
      name: 'Analista de Qualidade',
      whyItFits:
        'Une seu olhar para detalhes à vontade de melhorar processos, garantindo que produtos e serviços cheguem às pessoas do jeito certo.',
      pathInBrazil:
        'Dá para começar com um curso técnico em Qualidade (oferecido, por exemplo, pelo SENAI) ou um tecnólogo em Gestão da Qualidade; Engenharia de Produção também leva à área, e certificações como auditor interno ISO 9001 e Lean Six Sigma ajudam a crescer.',
    },
    {
      name: 'Analista de Testes de Software (QA)',
      whyItFits:
        'Encontrar falhas antes que elas cheguem ao usuário é exatamente o tipo de desafio em que o seu olhar crítico faz diferença.',
      pathInBrazil:
        'Cursos técnicos em Desenvolvimento de Sistemas ou Informática (ETEC, Institutos Federais, SENAI) ou um tecnólogo em Análise e Desenvolvimento de Sistemas abrem a porta; estágios em empresas de tecnologia e a certificação CTFL, aplicada no Brasil pelo BSTQB, fortalecem o currículo.',
    },
    {
      name: 'Contador(a)',
      whyItFits:
        'Trabalhar com números exatos, normas e prazos legais combina com o seu senso de responsabilidade e precisão.',
      pathInBrazil:
        'É preciso cursar Ciências Contábeis (vagas pelo ENEM/SISU, ProUni ou FIES), obter aprovação no Exame de Suficiência do CFC e se registrar no CRC; um curso técnico em Contabilidade ou o programa jovem aprendiz em escritórios contábeis ajudam a começar cedo como auxiliar.',
    },
    {
      name: 'Auditor(a) Fiscal',
      whyItFits:
        'Garantir que as regras tributárias sejam cumpridas de forma justa combina com o seu senso de ética e o seu cuidado com a lei.',
      pathInBrazil:
        'O caminho é o concurso público (Receita Federal e secretarias de Fazenda estaduais e municipais), que costuma exigir nível superior; graduações como Ciências Contábeis, Direito ou Economia ajudam bastante na preparação.',
    },
    {
      name: 'Revisor(a) de Textos',
      whyItFits:
        'Seu olho treinado para erros e sua paciência com detalhes transformam bons textos em textos impecáveis.',
      pathInBrazil:
        'Graduação em Letras ou Jornalismo é o caminho mais comum; estágios em editoras, jornais e agências e trabalhos como freelancer ajudam a montar um portfólio, já que a profissão não exige registro em conselho.',
    },
    {
      name: 'Técnico(a) em Segurança do Trabalho',
      whyItFits:
        'Você gosta de regras que fazem sentido, e aqui elas protegem a vida e a saúde das pessoas no dia a dia das empresas.',
      pathInBrazil:
        'Faça o curso técnico em Segurança do Trabalho (ETEC, SENAI, SENAC, Institutos Federais) e obtenha o registro profissional no Ministério do Trabalho; depois, dá para cursar um tecnólogo em Segurança no Trabalho ou seguir para Engenharia e se especializar em Engenharia de Segurança.',
    },
    {
      name: 'Técnico(a) em Metrologia',
      whyItFits:
        'Medir com exatidão e calibrar instrumentos é um trabalho em que cada casa decimal importa: perfeito para quem gosta de precisão.',
      pathInBrazil:
        'Há cursos técnicos em Metrologia no SENAI e em alguns Institutos Federais; com experiência, é possível atuar em indústrias e laboratórios de calibração ou prestar concursos, como os do INMETRO.',
    },
    {
      name: 'Juiz(a) de Direito',
      whyItFits:
        'Decidir com imparcialidade, com base em leis e provas, é uma das expressões mais fortes do seu compromisso com a justiça.',
      pathInBrazil:
        'É preciso cursar Direito (ENEM/SISU, ProUni ou FIES), acumular pelo menos três anos de atividade jurídica depois da formatura e passar em concurso público para a magistratura; estágios em tribunais, no Ministério Público ou na Defensoria são um bom começo.',
    },
    {
      name: 'Analista de Compliance',
      whyItFits:
        'Você ajuda empresas a agir com ética e dentro das regras, prevenindo problemas antes que eles aconteçam.',
      pathInBrazil:
        'Direito, Administração, Ciências Contábeis e Economia são as graduações mais comuns; estágios em bancos e grandes empresas e certificações específicas da área, como as da LEC, ajudam a entrar e crescer.',
    },
    {
      name: 'Farmacêutico(a)',
      whyItFits:
        'Conferir doses, seguir protocolos e zelar pela segurança de cada medicamento exige exatamente a atenção e a responsabilidade que você tem.',
      pathInBrazil:
        'A graduação em Farmácia dura cerca de cinco anos (ENEM/SISU, ProUni ou FIES) e exige registro no CRF; quem quer começar antes pode fazer um curso técnico em Farmácia (ETEC, SENAC) e trabalhar em drogarias.',
    },
  ],
  weaknesses: [
    'A autocrítica pode pesar demais: um erro pequeno às vezes parece enorme para você e consome uma energia que poderia ir para o próximo passo.',
    'Você pode demorar para entregar por querer deixar tudo impecável. Lembre-se de que, muitas vezes, feito e entregue no prazo vale mais do que perfeito e atrasado.',
    'Quando os outros não seguem as regras ou fazem as coisas “de qualquer jeito”, a irritação pode aparecer no seu tom de voz antes mesmo de você perceber.',
    'Delegar pode ser difícil, porque parece mais seguro fazer tudo por conta própria. Com o tempo, isso sobrecarrega você e impede que os colegas aprendam.',
    'Existe o risco de enxergar as situações apenas como certas ou erradas e ter dificuldade com as zonas cinzentas, em que mais de uma solução é válida.',
    'Elogios podem ser difíceis de aceitar: você tende a pensar no que faltou em vez de comemorar o que deu certo.',
  ],
  workStyle: [
    'Você rende mais quando as metas, os prazos e os critérios de qualidade estão claros desde o início.',
    'Ambientes organizados, com processos definidos e ferramentas bem configuradas, ajudam você a focar no que importa.',
    'Em equipe, você costuma assumir naturalmente o papel de quem revisa, padroniza e garante que nada fique para trás.',
    'Você valoriza empresas com ética visível: regras justas, que valem para todos, e líderes que cumprem o que prometem.',
    'Prefere terminar uma tarefa antes de começar outra; muitas interrupções ao mesmo tempo tendem a desgastar você.',
    'Funciona muito bem com checklists, manuais e documentação, e muitas vezes é você quem acaba escrevendo esses materiais para o time.',
    'Gosta de feedback objetivo e específico, que diga exatamente o que melhorar, em vez de comentários vagos.',
  ],
  relationships: [
    'Com a liderança, alinhe as expectativas logo no começo: pergunte o nível de detalhe esperado e o prazo real, para não investir horas em algo que precisava ser só um rascunho.',
    'Quando discordar de um colega, comece reconhecendo o que está bom no trabalho dele e só depois aponte o que pode mudar. A mesma correção soa muito diferente assim.',
    'Lembre-se de que nem todo mundo tem o seu ritmo ou o seu padrão, e isso não significa falta de compromisso: cada pessoa contribui de um jeito.',
    'Com clientes, sua seriedade transmite confiança; equilibre com um pouco de leveza e simpatia para a conversa não ficar fria.',
    'Em vez de refazer escondido o trabalho de alguém, ofereça ajuda e mostre o caminho. Ensinar fortalece a relação e o time.',
    'Escolha as suas batalhas: nem todo detalhe fora do lugar merece uma conversa. Guarde sua energia para o que realmente afeta o resultado.',
  ],
  personalGrowth: [
    'Pratique a regra do “bom o suficiente”: em tarefas de baixo impacto, defina um tempo limite e entregue quando ele acabar.',
    'No fim de cada semana, anote três coisas que deram certo antes de pensar no que faltou. Isso treina o seu cérebro a reconhecer os próprios avanços.',
    'Experimente de propósito uma atividade em que você é iniciante, como um esporte, uma dança ou um instrumento, para se acostumar a errar sem drama.',
    'Quando sentir irritação, pare e pergunte a si: “isso está realmente errado ou só é diferente do meu jeito?”.',
    'Reserve momentos de lazer sem nenhum objetivo de produtividade. Descansar também faz parte de fazer as coisas direito.',
    'Peça a alguém de confiança um retorno sincero sobre como as suas correções chegam às pessoas e ajuste o tom, se for preciso.',
    'Delegue uma tarefa por semana e resista à vontade de refazê-la; observe o que a outra pessoa fez de bom do jeito dela.',
  ],
  famousPeople: [
    {
      name: 'Ayrton Senna',
      note: 'Costuma ser lembrado como exemplo deste perfil pela forma como estudava cada detalhe do carro e da pista e buscava a volta perfeita até nos treinos.',
    },
    {
      name: 'Bernardinho',
      note: 'O técnico de vôlei é frequentemente citado como exemplo de alto padrão de exigência e disciplina, pela forma rigorosa e organizada com que conduziu as seleções brasileiras.',
    },
    {
      name: 'Ruy Barbosa',
      note: 'O jurista e escritor costuma ser lembrado pelo rigor com a língua portuguesa e pela defesa firme da lei e da justiça, traços muito associados a este perfil.',
    },
    {
      name: 'Mahatma Gandhi',
      note: 'É frequentemente citado por quem estuda o Eneagrama como exemplo de vida guiada por princípios, pela coerência entre os valores que defendia e a própria rotina.',
    },
    {
      name: 'Michelle Obama',
      note: 'Costuma ser associada a este perfil pela imagem pública de disciplina, preparo cuidadoso e compromisso com fazer o que considera certo.',
    },
  ],
};
