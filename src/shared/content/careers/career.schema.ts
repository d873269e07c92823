import { z } from 'zod';
import { profileIdSchema } from '../content.schema';

/**
 * The career catalogue, version 2 (issue 27): Brazilian careers, each tagged
 * to two or three profiles with weights, with its education levels, its entry
 * routes, the age it can start at and, for under-18s, the legal limits that
 * apply. The texts a person reads about their next steps are assembled from
 * these fields by scoring/next-steps.ts, for the person's age and school stage;
 * the catalogue itself holds only the career's own sentences.
 * careers.validation.ts checks every rule below on the real data.
 */

/** The families of the PDF's appendix and of the catalogue's files, in reading order. */
export const CAREER_FAMILIES = [
  'tecnologia',
  'industria',
  'construcao',
  'logistica',
  'agro-ambiente',
  'saude',
  'educacao',
  'ciencia-direito',
  'seguranca-servico-publico',
  'gestao-financas',
  'comercio-atendimento',
  'comunicacao-artes',
  'beleza-gastronomia',
  'turismo-eventos',
] as const;
export type CareerFamily = (typeof CAREER_FAMILIES)[number];

export const CAREER_FAMILY_LABELS: Record<CareerFamily, string> = {
  tecnologia: 'Tecnologia da informação',
  industria: 'Indústria, manutenção e energia',
  construcao: 'Construção, engenharia e arquitetura',
  logistica: 'Logística e transporte',
  'agro-ambiente': 'Agro, animais e meio ambiente',
  saude: 'Saúde e bem-estar',
  educacao: 'Educação',
  'ciencia-direito': 'Ciência, direito e sociedade',
  'seguranca-servico-publico': 'Segurança e serviço público',
  'gestao-financas': 'Gestão, finanças e escritório',
  'comercio-atendimento': 'Comércio, vendas e atendimento',
  'comunicacao-artes': 'Comunicação, design e artes',
  'beleza-gastronomia': 'Beleza, gastronomia e serviços pessoais',
  'turismo-eventos': 'Turismo, hotelaria e eventos',
};

/** How people study for the career. */
export const EDUCATION_LEVELS = ['aprendizagem', 'curso-livre', 'tecnico', 'tecnologo', 'bacharelado', 'licenciatura', 'pos'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  aprendizagem: 'Aprendizagem',
  'curso-livre': 'Curso livre',
  tecnico: 'Técnico',
  tecnologo: 'Tecnólogo',
  bacharelado: 'Bacharelado',
  licenciatura: 'Licenciatura',
  pos: 'Pós-graduação',
};

/**
 * The ways in that apply to the career. `enem` stands for the Enem with Sisu
 * (public universities, with cotas), ProUni (scholarships) and Fies (a loan);
 * `mei` for opening one's own small business, from 18.
 */
export const ENTRY_ROUTES = [
  'jovem-aprendiz',
  'estagio',
  'tecnico-integrado',
  'tecnico-concomitante',
  'tecnico-subsequente',
  'enem',
  'concurso-medio',
  'mei',
  'curso-livre',
] as const;
export type EntryRoute = (typeof ENTRY_ROUTES)[number];

export const ENTRY_ROUTE_LABELS: Record<EntryRoute, string> = {
  'jovem-aprendiz': 'Jovem Aprendiz',
  estagio: 'Estágio',
  'tecnico-integrado': 'Técnico integrado ao ensino médio',
  'tecnico-concomitante': 'Técnico junto com o ensino médio',
  'tecnico-subsequente': 'Técnico depois do ensino médio',
  enem: 'Enem com Sisu, ProUni, Fies e cotas',
  'concurso-medio': 'Concurso de nível médio',
  mei: 'Negócio próprio (MEI), a partir dos 18',
  'curso-livre': 'Curso livre',
};

/** Where the técnico courses of the career are offered. */
export const TECHNICAL_NETWORKS = ['etec', 'if', 'senai', 'senac', 'rede-estadual'] as const;
export type TechnicalNetwork = (typeof TECHNICAL_NETWORKS)[number];

/**
 * Why part of the work is closed to under-18s: the Lista TIP (Decreto
 * 6.481/2008, the worst forms of child labour: electricity, heavy loads,
 * patients in health services, animals in vet services, forklifts...) or the
 * night-work ban (CF art. 7 XXXIII, 22h to 5h).
 */
export const MINOR_LIMITS = ['lista-tip', 'trabalho-noturno'] as const;
export type MinorLimit = (typeof MINOR_LIMITS)[number];

/** A pay figure is only ever given with its legal or data source and year. */
export const careerPaySchema = z.object({
  /** One sentence, e.g. "O piso nacional do técnico de enfermagem é de R$ 3.325 por mês." */
  text: z.string().min(10),
  /** The law or dataset, e.g. "Lei 14.434/2022". */
  source: z.string().min(3),
  year: z.number().int().min(2000).max(2100),
});

export const careerProfileWeightSchema = z.object({
  profileId: profileIdSchema,
  /** How much of the career's fit comes from this profile; a career's weights add up to 1, largest first. */
  weight: z.number().positive().max(1),
});

export const catalogueCareerSchema = z.object({
  /** Stable slug, never reused: "tecnico-eletrotecnica". */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** As a person reads it, with gender forms: "Eletricista", "Técnico(a) em Enfermagem". */
  name: z.string().min(3).max(60),
  family: z.enum(CAREER_FAMILIES),
  /** 2 to 3 profiles, weights adding up to 1, largest first. */
  profiles: z.array(careerProfileWeightSchema).min(2).max(3),
  /** One sentence: what the person does on an ordinary day. */
  dayToDay: z.string().min(20).max(180),
  levels: z.array(z.enum(EDUCATION_LEVELS)).min(1),
  routes: z.array(z.enum(ENTRY_ROUTES)).min(1),
  /** Where its técnico is offered; empty when it has no técnico route. */
  networks: z.array(z.enum(TECHNICAL_NETWORKS)),
  /**
   * The subjects of its courses, as the steps write them: "curso livre de {livre}",
   * "curso técnico em {tecnico}", "tecnólogo em {tecnologo}", "faculdade de {graduacao}".
   */
  courses: z.object({
    livre: z.string().min(3).optional(),
    tecnico: z.string().min(3).optional(),
    tecnologo: z.string().min(3).optional(),
    graduacao: z.string().min(3).optional(),
  }),
  /** For a Jovem Aprendiz route: the area of the apprenticeship, as "Jovem Aprendiz em {apprenticeIn}" ("manutenção elétrica"). */
  apprenticeIn: z.string().min(3).optional(),
  /** The youngest age at which a person can do any paid work in the career (14 as an apprentice). */
  minAge: z.number().int().min(14).max(35),
  /** What closes part of the work to under-18s; when set, minorNote says it. */
  minorLimits: z.array(z.enum(MINOR_LIMITS)).optional(),
  /** For under-18s: what they may and may not do yet, and why. */
  minorNote: z.string().min(20).optional(),
  /** Set for a "caminho longo": why it takes long (years of study, residency, a hard exam). */
  longPath: z.string().min(20).optional(),
  /** Set for an "área em transformação": how the work is shrinking or changing. */
  changing: z.string().min(20).optional(),
  /** The professional registration the work needs, as a phrase: "o registro no Coren (Conselho Regional de Enfermagem)". */
  registration: z.string().min(5).optional(),
  /** The CBO 2002 occupation code (Classificação Brasileira de Ocupações), NNNN-NN, where sourced. */
  cbo: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  pay: careerPaySchema.optional(),
  /** One practical tip for a young person. */
  tip: z.string().min(20).optional(),
});
export type CatalogueCareer = z.infer<typeof catalogueCareerSchema>;
