const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholePercent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** "03/05/2026 às 14:30", in the browser's time zone; '–' for null or an unreadable date. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : `${dateFormat.format(date)} às ${timeFormat.format(date)}`;
}

/** A funnel day, "2026-05-03" (UTC) -> "03/05", read as written (no time zone shift). */
export function formatDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[2]}/${match[1]}` : day;
}

/** 0.8512 -> "0,85"; null -> "–". */
export function formatDecimal(value: number | null): string {
  return value === null ? '–' : twoDecimals.format(value);
}

/** A share from 0 to 1 -> "45%"; null -> "–". */
export function formatShare(value: number | null): string {
  return value === null ? '–' : `${wholePercent.format(value * 100)}%`;
}
