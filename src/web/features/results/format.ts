const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** One formatter per time zone (undefined: the reader's). */
const dateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** 87.5 -> "87,5%" (spec §9: one decimal, pt-BR). */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** "22 de nov. de 2026, 14:30" (spec §2: day, short month, year, hour, minute), in `timeZone` (lib/time-zone.ts). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(timeZone).format(date);
}
