import { describe, expect, it } from 'vitest';
import { MIN_SECONDS_PER_ANSWER } from '../../../shared/constants/quiz';
import { createAnswerPace, PACE_WINDOW } from './answer-pace';

/** Records answers given `gaps` ms apart (the first at 0) and returns what each record said. */
function paceOf(gaps: number[]): boolean[] {
  const pace = createAnswerPace();
  let at = 0;
  return [pace.record(at), ...gaps.map((gap) => pace.record((at += gap)))];
}

const LIMIT_MS = MIN_SECONDS_PER_ANSWER * 1000;
const fast = (n: number) => Array<number>(n).fill(700);

describe('the answer pace', () => {
  it('the limit is the quality gate’s: 2 seconds per answer', () => {
    expect(MIN_SECONDS_PER_ANSWER).toBe(2);
    expect(PACE_WINDOW).toBe(5);
  });

  it('says nothing before the window is full, however fast', () => {
    expect(paceOf(fast(PACE_WINDOW - 1))).toEqual(Array(PACE_WINDOW).fill(false));
  });

  it('says too fast once the latest answers averaged under the limit', () => {
    expect(paceOf(fast(PACE_WINDOW)).at(-1)).toBe(true);
    expect(paceOf(Array<number>(PACE_WINDOW).fill(LIMIT_MS - 1)).at(-1)).toBe(true);
  });

  it('never for a normal pace, nor exactly at the limit', () => {
    expect(paceOf(Array<number>(30).fill(3_000)).some(Boolean)).toBe(false);
    expect(paceOf(Array<number>(30).fill(LIMIT_MS)).some(Boolean)).toBe(false);
  });

  it('reads the average, not each answer: a quick tap among slow ones is fine, a slow one among quick ones is not enough', () => {
    expect(paceOf([4_000, 4_000, 500, 4_000, 4_000, 600]).some(Boolean)).toBe(false);
    expect(paceOf([700, 700, 700, 700, 2_500]).at(-1)).toBe(true);
  });

  it('recovers once the pace is normal again: only the latest answers count', () => {
    const said = paceOf([...fast(10), 3_000, 3_000, 3_000, 3_000]);
    expect(said.slice(PACE_WINDOW, 11).every(Boolean)).toBe(true);
    // 700 × 2 + 3 000 × 3 = 10 400 ms over five answers: back above the limit at the third normal answer.
    expect(said.slice(11)).toEqual([true, true, false, false]);
  });

  it('older answers are out of the window: five quick ones after slow ones are too fast at once', () => {
    expect(paceOf([4_000, 4_000, 4_000, 4_000, ...fast(PACE_WINDOW)]).at(-1)).toBe(true);
  });

  it('one answer after a long read brings the average back up', () => {
    expect(paceOf([...fast(8), 8_000]).at(-1)).toBe(false);
  });
});
