import type { EducatorStatus, StaffEducatorFilter } from '../../../shared/contracts/educator.contract';
import type { AccountStatus, Role } from '../../../shared/contracts/auth.contract';
import type { OrderStatus } from '../../../shared/contracts/payment.contract';
import type { AuditAction, ContactFilter, FunnelStep, PaymentReviewReason, StaffOrder } from '../../../shared/contracts/staff.contract';
import type { FunnelRateBase } from './funnel-rates';

/**
 * Every Portuguese label of the staff console for a value the API sends. Typed
 * against the contracts: a new enum value there fails to compile here until it
 * has its label.
 */

export const PAYMENT_REVIEW_REASON_LABELS: Record<PaymentReviewReason, string> = {
  'double-payment': 'Segundo pagamento de um resultado já pago',
  'amount-mismatch': 'Valor pago diferente do cobrado',
  'currency-mismatch': 'Moeda diferente da cobrada',
  'amount-unknown': 'Valor pago não informado pelo gateway',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PAID: 'Pago',
  PENDING: 'Pendente',
  FAILED: 'Falhou',
};

export const ORDER_METHOD_LABELS: Record<StaffOrder['method'], string> = {
  pix: 'PIX',
  credit_card: 'Cartão',
};

export const GATEWAY_LABELS: Record<StaffOrder['gateway'], string> = {
  sandbox: 'Sandbox (teste)',
  pagarme: 'Pagar.me',
};

export const CONTACT_FILTER_LABELS: Record<ContactFilter, string> = {
  all: 'Todas',
  unanswered: 'Não respondidas',
  answered: 'Respondidas',
};

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  registrations: 'Cadastros',
  started: 'Testes iniciados',
  completed: 'Testes concluídos',
  inconclusive: 'Inconclusivos',
  paid: 'Pagamentos',
};

/** What a step's rate is a share of, read after the percentage: "80% de quem começou". */
export const FUNNEL_RATE_BASE_LABELS: Record<FunnelRateBase, string> = {
  registrations: 'dos cadastros',
  started: 'de quem começou',
  completed: 'dos concluídos',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'orders.search': 'Buscou pedidos',
  'payment-review.resolve': 'Marcou reembolso feito',
  'contact-message.answered': 'Marcou mensagem respondida',
  'user.lookup': 'Consultou usuário',
  'user.export': 'Exportou dados de usuário',
  'user.delete': 'Excluiu conta de usuário',
  'educator.approve': 'Aprovou educador(a)',
  'educator.refuse': 'Recusou educador(a)',
  'school-order.refund': 'Registrou reembolso de pedido de escola',
};

export const ROLE_LABELS: Record<Role, string> = {
  USER: 'Usuário',
  STAFF: 'Equipe',
  ADMIN: 'Administrador',
  EDUCATOR: 'Educador(a)',
};

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  Active: 'Ativa',
  Inactive: 'Inativa',
  Suspended: 'Suspensa',
  Pending: 'Pendente',
};

/**
 * An attempt's status and report status are plain strings in the contract
 * (the database's values); the known ones have a label, anything else shows as sent.
 */
const ATTEMPT_STATUS_LABELS: Readonly<Record<string, string>> = { IN_PROGRESS: 'Em andamento', COMPLETED: 'Concluído' };
const REPORT_STATUS_LABELS: Readonly<Record<string, string>> = { FREE: 'Gratuito', PAID: 'Pago' };

export const attemptStatusLabel = (status: string): string => ATTEMPT_STATUS_LABELS[status] ?? status;
export const reportStatusLabel = (status: string): string => REPORT_STATUS_LABELS[status] ?? status;

/** The console's sections, in order, with their titles (also their tab names). */
export const STAFF_SECTIONS = ['pedidos', 'mensagens', 'educadores', 'funil', 'saude', 'usuarios', 'auditoria'] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

export const STAFF_SECTION_LABELS: Record<StaffSection, string> = {
  pedidos: 'Pedidos',
  mensagens: 'Mensagens de contato',
  educadores: 'Educadores',
  funil: 'Funil',
  saude: 'Saúde do teste',
  usuarios: 'Usuários',
  auditoria: 'Auditoria',
};

export const EDUCATOR_FILTER_LABELS: Record<StaffEducatorFilter, string> = {
  pending: 'Em análise',
  approved: 'Aprovados',
  refused: 'Recusados',
  all: 'Todos',
};

export const EDUCATOR_STATUS_LABELS: Record<EducatorStatus, string> = {
  pending: 'Em análise',
  approved: 'Aprovado',
  refused: 'Recusado',
};
