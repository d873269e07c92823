import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from './age-band';
import { apprenticeAgeAllowed, internshipAgeAllowed, oldestAge, youngestAge } from './work-rules';

describe("a young person's work by age band (work-rules.ts)", () => {
  it('reads each band as its youngest and oldest age', () => {
    expect(AGE_BANDS.map((band) => [youngestAge(band), oldestAge(band)])).toEqual([
      [14, 15],
      [16, 17],
      [18, 20],
      [21, 24],
      [25, 99],
    ]);
    expect(youngestAge(null)).toBeNull();
  });

  it('Jovem Aprendiz from 14 to 24, estágio from 16; an unknown band rules nothing out', () => {
    expect(AGE_BANDS.filter(apprenticeAgeAllowed)).toEqual(['14-15', '16-17', '18-20', '21-24']);
    expect(AGE_BANDS.filter(internshipAgeAllowed)).toEqual(['16-17', '18-20', '21-24', '25+']);
    expect(apprenticeAgeAllowed(null)).toBe(true);
    expect(internshipAgeAllowed(null)).toBe(true);
  });
});
