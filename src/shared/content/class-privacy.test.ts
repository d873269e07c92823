/** Issue 30 item 3: what a student reads before joining a class is easy Portuguese and states the real rules. */
import { describe, expect, it } from 'vitest';
import { CLASS_MIN_FINISHED, SHOW_RESULT_TO_TEACHER_LABEL } from '../domain/class-privacy';
import { SCHOOLS_MESSAGES } from '../contracts/schools.contract';
import { CLASS_PRIVACY_BEFORE_JOINING, CLASS_PRIVACY_TEXTS } from './class-privacy';
import { fleschReadingEasePt } from './readability';
import { longSentences } from './reading-level';

describe('the join screen texts', () => {
  it('are readable: Flesch-PT ≥ 50 each, no sentence over 25 words', () => {
    for (const text of Object.values(CLASS_PRIVACY_TEXTS)) {
      expect(fleschReadingEasePt(text), text).toBeGreaterThanOrEqual(50);
      expect(longSentences(text), text).toEqual([]);
    }
    for (const text of [SCHOOLS_MESSAGES.joined, SCHOOLS_MESSAGES.left, SCHOOLS_MESSAGES.showOn, SCHOOLS_MESSAGES.showOff, SCHOOLS_MESSAGES.codeFormat]) {
      expect(fleschReadingEasePt(text), text).toBeGreaterThanOrEqual(50);
    }
  });

  it('state the minimum of finished students and the switch by its own label', () => {
    expect(CLASS_PRIVACY_TEXTS.onlyNumbers).toContain(`pelo menos ${CLASS_MIN_FINISHED} estudantes`);
    expect(CLASS_PRIVACY_TEXTS.ownResult).toContain(SHOW_RESULT_TO_TEACHER_LABEL);
    expect(CLASS_PRIVACY_BEFORE_JOINING).toContain(CLASS_PRIVACY_TEXTS.switchOff);
    expect(CLASS_PRIVACY_BEFORE_JOINING).toContain(CLASS_PRIVACY_TEXTS.leave);
  });
});
