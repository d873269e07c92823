const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 87.5 -> "87,5%" (spec §9: one decimal, pt-BR). */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** "22 de nov. de 2026, 14:30" (spec §2: day, short month, year, hour, minute). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

export function reportLink(attemptId: string): string {
  return `${window.location.origin}/report/${attemptId}`;
}
