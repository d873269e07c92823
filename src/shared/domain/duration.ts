/** A duration in pt-BR words: "45 segundos", "1 minuto", "21 minutos e 30 segundos". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const m = `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return rest === 0 ? m : `${m} e ${rest} ${rest === 1 ? 'segundo' : 'segundos'}`;
}
