import { curriculumInputSchema, type CurriculumDraft, type CurriculumInput } from '../../../shared/contracts/curriculum.contract';
import { answersToCurriculum, questionnaireAnswersSchema } from '../../../shared/curriculum/questionnaire';
import { CURRICULUM_LIMITS } from '../../../shared/curriculum/rules';
import { LIST_SECTIONS, perSection } from '../../../shared/curriculum/sections';

/**
 * Resumes for the PDF tests and the bench, each validated by the API's own
 * schema, so that they hold only what a user can save.
 */

const NOW = new Date('2026-11-23T12:00:00Z');

const fromAnswers = (answers: Parameters<typeof questionnaireAnswersSchema.parse>[0]): CurriculumDraft =>
  curriculumInputSchema.parse(answersToCurriculum(questionnaireAnswersSchema.parse(answers), null, NOW));

/** A Jovem questionnaire with only the required answers (not studying: no education). */
export const minimalYoung = (): CurriculumDraft =>
  fromAnswers({
    fullName: 'João Pedro Lima',
    address: 'Jardim São Luís, São Paulo - SP',
    phone: '(11) 91234-5678',
    email: 'joao.lima@email.com',
    studying: 'Não',
    skills: 'Atendimento ao público',
  });

/** A Jovem questionnaire answered the way a typical 16-year-old would: it must fit one page. */
export const typicalYoung = (): CurriculumDraft =>
  fromAnswers({
    fullName: 'Ana Júlia Conceição Souza',
    age: '16',
    address: 'Vila Nova, Campinas - SP',
    phone: '(19) 98765-4321',
    email: 'ana.souza@email.com',
    studying: 'Sim',
    currentGrade: '2º ano do Ensino Médio',
    coursesCompleted: 'Informática básica | Senac | 2024\nInglês para iniciantes | Escola de Idiomas Fala Bem | 2025',
    skills: 'Excel\nAtendimento ao público\nOrganização de documentos\nInglês básico\nRedes sociais',
    strengths: 'Aprendo rápido e gosto de novidades\nTrabalho bem em equipe\nSou pontual e cumpro prazos',
    desiredWork: 'Jovem Aprendiz na área administrativa',
    workPreference: 'Pessoas',
    personality: ['Organizado(a)', 'Comunicativo(a)'],
    workPriority: 'Aprender',
    projectExperience:
      'Organizei a feira de ciências da escola com mais quatro colegas\nApresentei o projeto sobre reciclagem e compostagem para três turmas do Ensino Fundamental',
    informalExperience:
      'Ajudo no caixa e na reposição da mercearia da família aos sábados\nCuidei do atendimento e da organização das doações no bazar beneficente do bairro',
    proudMoment: 'Organizei uma gincana solidária com 200 alunos que arrecadou 500 kg de alimentos',
    mainQuality: 'Sou responsável e cumpro o que combino',
    recognitions: 'Medalha de bronze - OBMEP - 2024\nAluna destaque do semestre - E.E. Professora Maria José - 2025',
    availability: ['Manhã', 'Tarde'],
  });

/** An e-mail and a LinkedIn URL long enough to test that neither is ever split. */
export const LONG_EMAIL = 'maria.conceicao.goncalves.araujo@universidade-estadual-de-campinas.edu.br';
export const LONG_LINKEDIN = 'https://www.linkedin.com/in/maria-da-conceicao-goncalves-de-araujo-pereira-7b3a9c2e1f';
export const LONG_WORDS = ['pneumoultramicroscopicossilicovulcanoconiótico', 'inconstitucionalissimamente', 'otorrinolaringologista'];
/** Long words side by side: where a hyphenator would break one ("comuni-cação") if hyphenation were on. */
export const LONG_WORDS_LINE =
  'Responsabilidade, comunicação, desenvolvimento, extracurriculares, interdisciplinaridade, organização, ' +
  'administração, inconstitucionalissimamente, otorrinolaringologista, confidencialidade, empreendedorismo e sustentabilidade.';

const pad = (text: string, length: number): string => (text.length >= length ? text.slice(0, length) : pad(`${text} ${text}`, length)).trim();
const range = <T>(count: number, item: (n: number) => T): T[] => Array.from({ length: count }, (_, index) => item(index + 1));

/**
 * A Formal resume with every list near its limit, long words, accents, a long
 * e-mail and LinkedIn URL, descriptions of many lines, an incomplete row and a
 * temp id (both must be handled before the PDF: the first left out, the second
 * never printed).
 */
export function longFormalInput(): CurriculumInput {
  const limits = perSection((kind) => LIST_SECTIONS[kind].maxItems);
  return {
    type: 'FORMAL',
    fullName: 'Maria da Conceição Gonçalves de Araújo Pereira',
    age: '19',
    address: 'Rua das Acácias, 1.250, apto. 34, Jardim Proença, Campinas - SP, 13026-000',
    phone: '(19) 99876-5432',
    email: LONG_EMAIL,
    linkedin: LONG_LINKEDIN,
    objective: pad(
      'Atuar como assistente administrativa em uma empresa que valorize comunicação, organização e aprendizado contínuo, ' +
        'contribuindo com atendimento cordial, controle de documentos e apoio às equipes de gestão, finanças e informações.',
      CURRICULUM_LIMITS.objective - 20,
    ),
    availability: 'Manhã, Tarde, Integral',
    differentials: range(CURRICULUM_LIMITS.differentials, (n) =>
      pad(`Diferencial ${n}: comunicação clara, atenção aos detalhes e vontade de aprender com a equipe e os clientes`, 120),
    ),
    education: [
      ...range(limits.education - 1, (n) => ({
        id: `e${n}`,
        institution: `Escola Técnica Estadual Conceição nº ${n}`,
        level: n % 2 ? 'Ensino Técnico' : 'Ensino Médio',
        course: `Técnico em Administração e Gestão de Informações ${n}`,
        year: String(2015 + n),
        status: n === 1 ? ('ONGOING' as const) : ('COMPLETED' as const),
      })),
      { id: 'temp-9f2c', institution: 'Instituição sem ano (incompleta)', level: 'Curso Incompleto Sem Ano', course: '', year: '' },
    ],
    courses: range(limits.courses, (n) => ({
      id: `c${n}`,
      name: `Curso ${n} de Excel avançado e gestão financeira`,
      institution: `Fundação Bradesco – Escola Virtual, turma ${n}`,
      year: String(2000 + n),
    })),
    skills: range(limits.skills, (n) => ({
      id: `s${n}`,
      name: n === 1 ? LONG_WORDS[0]! : `Habilidade ${n} – comunicação e negociação`,
      level: (['BASIC', 'INTERMEDIATE', 'ADVANCED'] as const)[n % 3],
    })),
    experiences: range(limits.experiences, (n) => ({
      id: n === 3 ? 'temp-1a2b' : `x${n}`,
      type: (['WORK', 'VOLUNTEER', 'SCHOOL', 'EXTRACURRICULAR'] as const)[n % 4],
      title: `Cargo ${n}: Assistente de atendimento e organização`,
      organization: `Empresa Ação & Gestão Ltda. unidade ${n}`,
      period: n === 1 ? '03/2024 a atual' : '',
      year: n === 1 ? '' : String(2000 + n),
      description: range(n % 5 === 0 ? 9 : 3, (line) =>
        line === 2 && n === 2
          ? `Atendi o otorrinolaringologista e expliquei regras de forma ${LONG_WORDS[1]} clara (linha ${line} do item ${n})`
          : line === 1 && n === 4
            ? LONG_WORDS_LINE
            : `Linha ${line} do item ${n}: atendimento ao público, emissão de notas, organização de arquivos e relatórios de gestão.`,
      ).join('\n'),
    })),
    recognitions: range(limits.recognitions, (n) => ({
      id: `r${n}`,
      title: `Reconhecimento ${n}: menção honrosa por dedicação`,
      organization: `Secretaria de Educação e Cultura ${n}`,
      year: String(2000 + n),
    })),
  };
}

export const longFormal = (): CurriculumDraft => curriculumInputSchema.parse(longFormalInput());

/**
 * A full Formal resume of a first-job seeker (every section, realistic lengths) whose last experience has
 * `extraLines` more description lines: the walk's "runs 2–3 lines onto a near-empty second page".
 * OVERFLOWING_EXTRA_LINES gives, per design, the count at which the untightened drawing spills by 2–3 lines.
 */
export function fullFormalInput(extraLines = 0): CurriculumInput {
  return {
    type: 'FORMAL',
    fullName: 'Larissa Fernandes de Oliveira',
    age: '19',
    address: 'Jardim das Flores, Belo Horizonte - MG',
    phone: '(31) 98877-6655',
    email: 'larissa.oliveira@email.com',
    linkedin: 'linkedin.com/in/larissa-oliveira',
    objective:
      'Vaga de assistente administrativa ou de atendimento, em que eu possa usar minha organização e minha facilidade com pessoas e continuar aprendendo com a equipe.',
    availability: 'Manhã, Tarde',
    differentials: ['Aprendo rápido e gosto de desafios novos', 'Sou pontual e cumpro prazos', 'Trabalho bem em equipe e com o público'],
    education: [
      {
        id: 'f1',
        institution: 'Centro Universitário de Belo Horizonte',
        level: 'Ensino Superior',
        course: 'Tecnologia em Gestão de Recursos Humanos',
        year: '2027',
        status: 'ONGOING',
      },
      { id: 'f2', institution: 'E.E. Professor Morais', level: 'Ensino Médio', course: '', year: '2024', status: 'COMPLETED' },
    ],
    courses: [
      { id: 'c1', name: 'Excel intermediário', institution: 'Fundação Bradesco', year: '2024' },
      { id: 'c2', name: 'Atendimento ao cliente', institution: 'Senac Minas', year: '2023' },
    ],
    skills: [
      { id: 's1', name: 'Pacote Office', level: 'INTERMEDIATE' },
      { id: 's2', name: 'Atendimento ao público', level: 'ADVANCED' },
      { id: 's3', name: 'Organização de documentos', level: 'ADVANCED' },
      { id: 's4', name: 'Inglês', level: 'BASIC' },
      { id: 's5', name: 'Redes sociais', level: 'INTERMEDIATE' },
    ],
    experiences: [
      {
        id: 'x1',
        type: 'WORK',
        title: 'Atendente',
        organization: 'Padaria Pão de Minas',
        period: '02/2024 a atual',
        year: '',
        description:
          'Atendo clientes no balcão e no caixa nos fins de semana\nCuido do fechamento do caixa e da conferência de notas\nOrganizo o estoque e aviso quando falta produto',
      },
      {
        id: 'x2',
        type: 'VOLUNTEER',
        title: 'Voluntária na organização de doações',
        organization: 'Associação Comunitária do Bairro',
        period: '',
        year: '2023',
        description: 'Recebi e separei doações de roupas e alimentos\nMontei planilhas de controle das famílias atendidas',
      },
      {
        id: 'x3',
        type: 'SCHOOL',
        title: 'Representante de turma',
        organization: 'E.E. Professor Morais',
        period: '',
        year: '2024',
        description: [
          'Levei as demandas da turma para a coordenação',
          'Organizei a formatura com a comissão de alunos',
          ...Array.from({ length: extraLines }, (_, n) => `Ação ${n + 1}: apoiei a coordenação em eventos e avisos`),
        ].join('\n'),
      },
    ],
    recognitions: [
      { id: 'r1', title: 'Aluna destaque do ano', organization: 'E.E. Professor Morais', year: '2024' },
      { id: 'r2', title: 'Certificado de voluntariado', organization: 'Associação Comunitária do Bairro', year: '2023' },
    ],
  };
}

export const fullFormal = (extraLines = 0): CurriculumDraft => curriculumInputSchema.parse(fullFormalInput(extraLines));
