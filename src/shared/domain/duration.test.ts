import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes } from './duration';

describe('formatMinutes', () => {
  it.each([
    [1, '1 minuto'],
    [5, '5 minutos'],
    [30, '30 minutos'],
    [60, '1 hora'],
    [90, '1 hora e 30 minutos'],
    [121, '2 horas e 1 minuto'],
    [1440, '24 horas'],
  ])('%i minutes read "%s"', (minutes, words) => {
    expect(formatMinutes(minutes)).toBe(words);
  });
});

describe('formatDuration', () => {
  it.each([
    [1, '1 segundo'],
    [5, '5 segundos'],
    [60, '1 minuto'],
    [1290, '21 minutos e 30 segundos'],
  ])('%i seconds read "%s"', (seconds, words) => {
    expect(formatDuration(seconds)).toBe(words);
  });
});
