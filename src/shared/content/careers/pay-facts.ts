import type { z } from 'zod';
import type { careerPaySchema } from './career.schema';

type CareerPay = z.infer<typeof careerPaySchema>;

/**
 * The only pay figures the catalogue gives: legal floors, each with its law
 * and year (issue 27: never an invented number, never a market salary).
 * Careers point at these; none writes its own copy.
 */
export const PAY_FACTS = {
  /** CLT art. 428 § 2º (Lei 10.097/2000): the apprentice's floor is the hourly minimum wage. */
  aprendiz: { text: 'O Jovem Aprendiz ganha pelo menos o salário mínimo por hora de trabalho.', source: 'CLT, art. 428, § 2º', year: 2000 },
  /** Lei 11.788/2008 art. 12: a non-compulsory internship pays a grant and transport. */
  estagio: { text: 'No estágio que não é obrigatório, você ganha bolsa e ajuda para o transporte.', source: 'Lei 11.788/2008, art. 12', year: 2008 },
  /** Lei 14.434/2022: the national nursing floor (R$ 4.750), 70 % for técnicos, 50 % for auxiliares. */
  enfermeiro: { text: 'O piso nacional do enfermeiro é de R$ 4.750 por mês.', source: 'Lei 14.434/2022', year: 2022 },
  tecnicoEnfermagem: { text: 'O piso nacional do técnico de enfermagem é de R$ 3.325 por mês.', source: 'Lei 14.434/2022', year: 2022 },
  /** Lei 11.738/2008: the national floor of public basic-education teachers, 2025 value (MEC). */
  professor: {
    text: 'Na escola pública, o piso nacional do professor é de R$ 4.867,77 por mês, para 40 horas por semana.',
    source: 'Lei 11.738/2008; valor de 2025 (MEC)',
    year: 2025,
  },
} as const satisfies Record<string, CareerPay>;
