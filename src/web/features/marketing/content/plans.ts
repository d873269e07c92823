/** What each tier contains; shown on the landing and on /how-it-works. */
export const FREE_FEATURES = [
  'Seu perfil principal, entre os 9, com o percentual de compatibilidade',
  'Descrição do perfil, o que te motiva e seus valores',
  'Seus pontos fortes e características',
  'Carreiras compatíveis com o seu jeito de ser',
  'Dicas práticas para o dia a dia',
] as const;

export const PREMIUM_FEATURES = [
  'Análise dos 9 perfis, não só do principal',
  'Plano de desenvolvimento personalizado',
  'Relações profissionais: como lidar com colegas e líderes',
  'Estilo de trabalho detalhado',
  'Relatório completo em PDF, com mais de 50 carreiras',
  'Criador de currículo (Jovem e Formal), com download em PDF',
] as const;
