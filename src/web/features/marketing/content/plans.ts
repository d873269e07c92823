/** What each tier contains; shown on the landing and on /how-it-works. */
export const FREE_FEATURES = [
  'Os perfis que mais combinam com você, entre os 9, com o percentual de cada um',
  'Descrição do perfil, o que te motiva e seus valores',
  'Seus pontos fortes e características',
  'Carreiras compatíveis com o seu jeito de ser',
  'Dicas práticas para o dia a dia',
] as const;

export const PREMIUM_FEATURES = [
  'As frases que mais pesaram nas suas respostas, explicadas',
  'Análise dos 9 perfis, com os da frente em detalhe',
  'Plano de desenvolvimento montado a partir das suas respostas',
  'Relações profissionais: como lidar com colegas e líderes',
  'Estilo de trabalho detalhado',
  'Relatório completo em PDF, com mais de 50 carreiras',
  'Criador de currículo (Jovem e Formal), com download em PDF',
] as const;
