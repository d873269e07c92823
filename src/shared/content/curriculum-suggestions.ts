import type { ProfileId } from './content.schema';

/**
 * Resume suggestions drawn from each test profile (issue 11, "Using the test
 * result"): what generate-from-profile seeds into a curriculum, and the chips the
 * Jovem questionnaire offers. Written for 14–24-year-olds without formal
 * experience: plain pt-BR, gender-neutral (nouns and first-person verbs instead
 * of "organizado(a)"), no profile names, no claims of professional experience.
 * The rules are checked in curriculum-suggestions.test.ts.
 */
export interface CurriculumSuggestions {
  /** One objective sentence for a first job/apprenticeship, in the first person, without the person's name. */
  objective: string;
  /** Resume "diferenciais": short noun phrases or short sentences, at least 6. The first reads well as a main quality. */
  differentials: string[];
  /** Skills a young person with this profile typically has or can claim honestly, as resume skill names, at least 6. */
  skills: string[];
  /** Chips for the questionnaire question "Quais são os seus pontos fortes?" (one line each), at least 6. */
  strengths: string[];
  /** Chips for "Qual é a sua principal qualidade?" (a short phrase), at least 6. */
  mainQualities: string[];
}

export const CURRICULUM_SUGGESTIONS: Readonly<Record<ProfileId, CurriculumSuggestions>> = {
  // Perfeccionista: detail, order, deadlines, honesty, improving things.
  1: {
    objective: 'Busco uma vaga de Jovem Aprendiz em que eu possa organizar processos, cuidar dos detalhes e aprender com a equipe.',
    differentials: [
      'Reviso o que faço antes de entregar, para chegar com poucos erros',
      'Cumpro prazos e aviso antes quando algo pode atrasar',
      'Crio listas, rotinas e planilhas que ajudam a organizar o dia',
      'Sigo regras e combinados com honestidade',
      'Percebo erros de digitação e de conta que passam sem ninguém notar',
      'Deixo arquivos e materiais em ordem para todo mundo achar',
      'Aceito correções e uso cada retorno para melhorar',
    ],
    skills: [
      'Organização de documentos e arquivos',
      'Revisão de textos',
      'Planilhas (Excel ou Google Planilhas)',
      'Controle de prazos e tarefas',
      'Conferência de dados e valores',
      'Digitação',
      'Criação de checklists e rotinas',
    ],
    strengths: [
      'Atenção aos detalhes',
      'Organização e método',
      'Disciplina com prazos',
      'Honestidade e respeito às regras',
      'Cuidado com a qualidade do que entrego',
      'Facilidade para criar rotinas',
      'Vontade de melhorar o que já existe',
    ],
    mainQualities: [
      'Faço tudo com capricho',
      'Cumpro o que prometo',
      'Organizo bem o meu tempo',
      'Percebo detalhes com facilidade',
      'Termino o que começo',
      'Honestidade acima de tudo',
    ],
  },
  // Prestativo: care, service, listening, welcoming, cooperation.
  2: {
    objective: 'Busco uma vaga de Jovem Aprendiz em que eu possa atender bem as pessoas, ajudar a equipe e aprender todos os dias.',
    differentials: [
      'Escuto com atenção e paciência antes de responder',
      'Recebo bem quem chega e deixo a pessoa à vontade',
      'Percebo quando alguém do grupo precisa de ajuda',
      'Ajudo colegas a tirar dúvidas e a se organizar',
      'Lembro nomes e detalhes das pessoas com facilidade',
      'Trato todo mundo com respeito e gentileza',
      'Mantenho a calma ao lidar com pedidos e reclamações',
    ],
    skills: [
      'Atendimento ao público',
      'Escuta ativa',
      'Comunicação clara e gentil',
      'Trabalho em equipe',
      'Recepção de clientes e visitantes',
      'Cuidado de crianças',
      'Resolução de dúvidas de clientes',
    ],
    strengths: [
      'Empatia com as pessoas',
      'Paciência para explicar',
      'Facilidade para fazer amizades',
      'Disposição para ajudar quem precisa',
      'Bom relacionamento com colegas',
      'Atenção ao que as pessoas sentem',
      'Capacidade de unir o grupo',
    ],
    mainQualities: [
      'Gosto de ajudar as pessoas',
      'Sei ouvir',
      'Trato todos com gentileza',
      'Tenho paciência',
      'Faço as pessoas se sentirem bem-vindas',
      'Cuido bem de quem está ao meu redor',
    ],
  },
  // Realizador: goals, getting things done, learning fast, presenting, selling.
  3: {
    objective: 'Busco uma vaga de Jovem Aprendiz ou estágio em que eu possa cumprir metas, aprender rápido e crescer com a empresa.',
    differentials: [
      'Defino metas e acompanho o que falta para chegar lá',
      'Aprendo rápido tarefas e ferramentas novas',
      'Apresento ideias e trabalhos com segurança',
      'Sei definir prioridades quando há muito a fazer',
      'Persisto em metas difíceis até terminar',
      'Gosto de ver resultados e de saber como melhorar',
      'Divido um plano grande em passos pequenos',
    ],
    skills: [
      'Falar em público',
      'Vendas e atendimento',
      'Organização de metas e prioridades',
      'Negociação',
      'Apresentações no PowerPoint ou Canva',
      'Redes sociais para divulgação',
      'Gestão do tempo',
    ],
    strengths: [
      'Foco em resultados',
      'Vontade de crescer e aprender',
      'Facilidade para apresentar ideias',
      'Energia para tirar planos do papel',
      'Persistência diante de desafios',
      'Capacidade de motivar o grupo',
    ],
    mainQualities: [
      'Faço as coisas acontecerem',
      'Aprendo rápido',
      'Não desisto fácil das minhas metas',
      'Sei o que quero e corro atrás',
      'Lido bem com mudanças',
      'Motivo as pessoas ao meu redor',
    ],
  },
  // Individualista: creativity, aesthetics, storytelling, sensitivity, purpose.
  4: {
    objective: 'Busco uma vaga de Jovem Aprendiz em que eu possa usar minhas ideias, criar com cuidado e aprender com a equipe.',
    differentials: [
      'Coloco um toque pessoal em artes, vídeos e textos',
      'Tenho bom olho para cores, formas e layout',
      'Conto histórias de um jeito que prende a atenção',
      'Trago ideias diferentes para resolver problemas',
      'Percebo como as pessoas se sentem e respeito cada uma',
      'Dou o meu melhor em projetos em que acredito',
      'Cuido do visual de trabalhos e apresentações',
    ],
    skills: [
      'Criação de artes para redes sociais',
      'Canva',
      'Edição de fotos e vídeos',
      'Redação de textos',
      'Desenho e ilustração',
      'Fotografia com celular',
      'Organização visual de apresentações',
    ],
    strengths: [
      'Criatividade',
      'Olhar atento para estética',
      'Sensibilidade com as pessoas',
      'Originalidade nas ideias',
      'Facilidade para me expressar',
      'Coragem para fazer diferente',
      'Dedicação a projetos com propósito',
    ],
    mainQualities: [
      'Vejo beleza nos detalhes',
      'Autenticidade',
      'Coloco emoção no que faço',
      'Enxergo soluções diferentes',
      'Entendo o que o outro sente',
      'Transformo ideias em imagens e textos',
    ],
  },
  // Investigador: analysis, research, logic, learning on one's own, focus.
  5: {
    objective: 'Busco uma vaga de Jovem Aprendiz ou estágio em que eu possa pesquisar, analisar dados e resolver problemas com a equipe.',
    differentials: [
      'Pesquiso a fundo antes de tirar conclusões',
      'Aprendo por conta própria com vídeos, livros e cursos on-line',
      'Organizo informações em tabelas e gráficos',
      'Divido problemas grandes em partes menores',
      'Consigo me concentrar por bastante tempo na mesma tarefa',
      'Explico assuntos difíceis de um jeito simples',
      'Confiro fontes e dados antes de usar uma informação',
    ],
    skills: [
      'Pesquisa e busca de informações',
      'Análise de dados em planilhas',
      'Raciocínio lógico',
      'Planilhas com fórmulas e gráficos',
      'Informática e ferramentas digitais',
      'Resolução de problemas',
      'Interpretação de textos e gráficos',
    ],
    strengths: [
      'Curiosidade para entender como as coisas funcionam',
      'Pensamento crítico',
      'Concentração',
      'Objetividade',
      'Facilidade com números e lógica',
      'Calma para resolver problemas',
      'Autonomia para estudar',
    ],
    mainQualities: [
      'Gosto de entender o porquê das coisas',
      'Penso antes de agir',
      'Aprendo com facilidade',
      'Resolvo problemas com lógica',
      'Tenho muita curiosidade',
      'Vou a fundo no que estudo',
    ],
  },
  // Leal: planning, responsibility, reliability, foreseeing risks, processes.
  6: {
    objective: 'Busco uma vaga de Jovem Aprendiz em que eu possa planejar tarefas, seguir processos com cuidado e crescer com a equipe.',
    differentials: [
      'Planejo as etapas antes de começar uma tarefa',
      'Penso em um plano B caso algo dê errado',
      'Cumpro o que combino com colegas e professores',
      'Sigo processos e sugiro melhorias quando vejo falhas',
      'Estudo com antecedência para provas e apresentações',
      'Ajo com calma e firmeza quando surge um imprevisto',
      'Apoio os colegas quando o trabalho aperta',
    ],
    skills: [
      'Planejamento de tarefas',
      'Organização de agenda e cronogramas',
      'Controle de listas e materiais',
      'Arquivo e cadastro de documentos',
      'Prevenção de problemas',
      'Cumprimento de normas e procedimentos',
      'Trabalho em grupo',
    ],
    strengths: [
      'Senso de responsabilidade',
      'Compromisso com o time',
      'Prudência antes de decidir',
      'Cuidado na preparação',
      'Atenção a problemas antes que aconteçam',
      'Constância nos estudos e nas tarefas',
    ],
    mainQualities: [
      'Pode contar comigo',
      'Cumpro meus compromissos',
      'Planejo antes de agir',
      'Sou uma pessoa de confiança',
      'Protejo e apoio o meu time',
      'Me preparo para imprevistos',
    ],
  },
  // Entusiasta: communication, ideas, adapting, good humour, contacts.
  7: {
    objective: 'Busco uma vaga de Jovem Aprendiz em que eu possa conversar com pessoas, trazer ideias novas e aprender coisas diferentes.',
    differentials: [
      'Puxo conversa com facilidade e deixo as pessoas à vontade',
      'Tenho muitas ideias e gosto de colocá-las em prática',
      'Aprendo rápido assuntos novos',
      'Lido bem com mudanças e novidades',
      'Mantenho o bom humor mesmo em dias corridos',
      'Ajudo a animar o grupo em trabalhos e eventos da escola',
      'Conheço muita gente e faço contatos com facilidade',
    ],
    skills: [
      'Comunicação oral',
      'Atendimento a clientes',
      'Criação de conteúdo para redes sociais',
      'Organização de eventos',
      'Divulgação de produtos e serviços',
      'Apresentação de ideias',
      'Adaptação a mudanças',
    ],
    strengths: [
      'Facilidade de comunicação',
      'Bom humor',
      'Otimismo',
      'Criatividade para ter ideias',
      'Facilidade para fazer contatos',
      'Energia para começar coisas novas',
      'Curiosidade por assuntos novos',
    ],
    mainQualities: [
      'Converso com todo mundo',
      'Trago alegria para o grupo',
      'Tenho sempre uma ideia nova',
      'Encaro mudanças com leveza',
      'Vejo o lado bom das coisas',
      'Animo as pessoas ao meu redor',
    ],
  },
  // Desafiador: leading, deciding, negotiating, initiative, unblocking problems.
  8: {
    objective: 'Busco uma vaga de Jovem Aprendiz em que eu possa tomar a frente de tarefas, resolver problemas e aprender a liderar.',
    differentials: [
      'Tomo a frente quando o grupo precisa de direção',
      'Decido rápido quando há pressão',
      'Falo de forma clara e direta, com respeito',
      'Cobro regras justas, que valham para todos',
      'Não desisto diante de obstáculos',
      'Divido tarefas e acompanho os prazos do grupo',
      'Assumo meus erros e aprendo com eles',
    ],
    skills: [
      'Liderança de grupos',
      'Tomada de decisão',
      'Negociação e argumentação',
      'Solução de problemas práticos',
      'Coordenação de trabalhos em grupo',
      'Comunicação direta',
      'Trabalho sob pressão',
    ],
    strengths: [
      'Iniciativa',
      'Coragem para encarar desafios',
      'Senso de justiça',
      'Firmeza nas decisões',
      'Persistência',
      'Capacidade de destravar problemas',
      'Independência',
    ],
    mainQualities: [
      'Tomo a iniciativa',
      'Digo as coisas com sinceridade',
      'Não fujo de desafios',
      'Resolvo o que precisa ser resolvido',
      'Defendo o que é certo',
      'Levo o grupo até o fim da tarefa',
    ],
  },
  // Pacificador: mediation, listening, calm, cooperation, diplomacy.
  9: {
    objective: 'Busco uma vaga de Jovem Aprendiz em que eu possa colaborar com a equipe, ouvir as pessoas e ajudar a manter um bom clima.',
    differentials: [
      'Ajudo colegas a chegar a um acordo quando há conflito',
      'Escuto todos os lados antes de dar opinião',
      'Mantenho a calma em situações tensas',
      'Trabalho bem em equipe, sem disputar espaço',
      'Converso com jeito, mesmo sobre assuntos difíceis',
      'Sigo rotinas com constância e cumpro o combinado',
      'Convivo bem com pessoas de jeitos e opiniões diferentes',
    ],
    skills: [
      'Mediação de conflitos',
      'Trabalho em equipe',
      'Comunicação respeitosa',
      'Atendimento paciente ao público',
      'Cooperação em projetos',
      'Organização de rotinas',
      'Acolhimento de novos colegas',
    ],
    strengths: [
      'Paciência',
      'Tranquilidade que acalma o grupo',
      'Diplomacia',
      'Facilidade para ver vários pontos de vista',
      'Respeito às diferenças',
      'Constância e confiabilidade',
      'Espírito de cooperação',
    ],
    mainQualities: [
      'Ouço antes de falar',
      'Ajudo a resolver conflitos',
      'Trago calma para o grupo',
      'Respeito todas as opiniões',
      'Me dou bem com todo mundo',
      'Uno pessoas diferentes',
    ],
  },
};

/** A fresh copy of a profile's suggestions, safe for the caller to change. */
export function curriculumSuggestions(profileId: ProfileId): CurriculumSuggestions {
  const suggestions = CURRICULUM_SUGGESTIONS[profileId] as CurriculumSuggestions | undefined;
  if (!suggestions) throw new Error(`Unknown profile ${profileId}`);
  return {
    objective: suggestions.objective,
    differentials: [...suggestions.differentials],
    skills: [...suggestions.skills],
    strengths: [...suggestions.strengths],
    mainQualities: [...suggestions.mainQualities],
  };
}
