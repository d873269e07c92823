const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A duration in pt-BR words: "45 segundos", "1 minuto", "21 minutos e 30 segundos". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'segundo', 'segundos');
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const m = plural(minutes, 'minuto', 'minutos');
  return rest === 0 ? m : `${m} e ${plural(rest, 'segundo', 'segundos')}`;
}

/**
 * A lifetime set in minutes, in pt-BR words, the way copy states a rule: "30 minutos", "1 hora", "24 horas",
 * "1 hora e 30 minutos". The one wording for every "vale por …" read from a setting.
 */
export function formatMinutes(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return plural(minutes, 'minuto', 'minutos');
  const h = plural(hours, 'hora', 'horas');
  return minutes === 0 ? h : `${h} e ${plural(minutes, 'minuto', 'minutos')}`;
}
