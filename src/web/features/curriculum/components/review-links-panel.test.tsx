import { describe, expect, it } from 'vitest';
import { openingsText } from './review-links-panel';

describe('openingsText: how often a review link was opened, in Portuguese', () => {
  it('says never, once and many times', () => {
    expect(openingsText(0)).toBe('Ainda não foi aberto');
    expect(openingsText(1)).toBe('Aberto 1 vez');
    expect(openingsText(3)).toBe('Aberto 3 vezes');
  });
});
