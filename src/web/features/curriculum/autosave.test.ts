import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ANSWERS, normalizeAnswers, type QuestionnaireAnswers } from '../../../shared/curriculum/questionnaire';
import { ApiError } from '../../lib/api-client';
import { Autosaver, type AutosaveState } from './autosave';
import { CURRICULUM_AUTOSAVE_DELAY_MS as AUTOSAVE_DELAY_MS, CURRICULUM_AUTOSAVE_RETRY_MS as AUTOSAVE_RETRY_DELAYS_MS } from '../../config/timings';
import { answersAutosaveRules, autosaveBanner, autosaveLabel } from './autosave-rules';

const withName = (fullName: string): QuestionnaireAnswers => ({ ...EMPTY_ANSWERS, fullName });

function setup(saved: QuestionnaireAnswers, save: (value: QuestionnaireAnswers) => Promise<void>) {
  const states: AutosaveState[] = [];
  const saveSpy = vi.fn(save);
  const autosaver = new Autosaver(saved, { ...answersAutosaveRules, save: saveSpy, onState: (state) => states.push(state) });
  return { autosaver, save: saveSpy, states, last: () => states.at(-1) };
}

const networkError = () => new ApiError('Failed to connect to server', 'network', null, null);
const refusal = () => new ApiError('Validation failed', 'http', 400, 'O campo "Telefone" (Informações Básicas) é inválido.');

describe('questionnaire autosave (spec §4: 2 s after the last change, only when changed and not empty)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 2 s after the last of several changes, with the newest answers', async () => {
    const { autosaver, save, last } = setup(EMPTY_ANSWERS, async () => {});
    autosaver.change(withName('A'));
    await vi.advanceTimersByTimeAsync(1500);
    autosaver.change(withName('An'));
    await vi.advanceTimersByTimeAsync(1500);
    autosaver.change(withName('Ana'));
    expect(last()).toEqual({ kind: 'pending' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(withName('Ana'));
    expect(last()).toEqual({ kind: 'saved' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save answers equal to the last saved ones (also after trimming), and says they are saved', async () => {
    const saved = normalizeAnswers({ ...withName('Ana Souza'), skills: 'Excel\nInglês' });
    const { autosaver, save, last } = setup(saved, async () => {});
    autosaver.change({ ...saved, fullName: 'Ana Souza ' });
    autosaver.change({ ...saved, skills: 'Excel\n\nInglês\n' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    expect(last()).toEqual({ kind: 'saved' });
  });

  it('does not save empty answers, even when the saved ones had content', async () => {
    const { autosaver, save, last } = setup(withName('Ana'), async () => {});
    autosaver.change(EMPTY_ANSWERS);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    expect(last()).toEqual({ kind: 'empty' });
    expect(autosaver.dirty).toBe(false);
  });

  it('a failure is shown (not saved) and retried until it works', async () => {
    let calls = 0;
    const { autosaver, save, last } = setup(EMPTY_ANSWERS, async () => {
      calls += 1;
      if (calls <= 2) throw networkError();
    });
    autosaver.change(withName('Ana'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    const failed = last();
    expect(failed?.kind).toBe('failed');
    expect(failed?.kind === 'failed' && failed.retryAt).toBe(Date.now() + AUTOSAVE_RETRY_DELAYS_MS[0]!);
    expect(autosaver.dirty).toBe(true);

    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_DELAYS_MS[0]!);
    expect(save).toHaveBeenCalledTimes(2);
    expect(last()?.kind).toBe('failed');

    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_DELAYS_MS[1]!);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith(withName('Ana'));
    expect(last()).toEqual({ kind: 'saved' });
    expect(autosaver.dirty).toBe(false);
  });

  it('a refusal (4xx) is shown and not retried with the same answers; the next change is saved', async () => {
    let refuse = true;
    const { autosaver, save, last } = setup(EMPTY_ANSWERS, async () => {
      if (refuse) throw refusal();
    });
    autosaver.change({ ...withName('Ana'), phone: '123' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(last()).toMatchObject({ kind: 'failed', retryAt: null });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(save).toHaveBeenCalledTimes(1);

    refuse = false;
    autosaver.change({ ...withName('Ana'), phone: '(11) 98765-4321' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(last()).toEqual({ kind: 'saved' });
  });

  it('saves never overlap: a change made during a save is saved after it', async () => {
    let release: () => void = () => {};
    let inFlight = 0;
    let maxInFlight = 0;
    const { autosaver, save, last } = setup(EMPTY_ANSWERS, async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise<void>((resolve) => (release = resolve));
      inFlight -= 1;
    });
    autosaver.change(withName('Ana'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(last()).toEqual({ kind: 'saving' });
    autosaver.change(withName('Ana Souza'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(withName('Ana Souza'));
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(maxInFlight).toBe(1);
    expect(last()).toEqual({ kind: 'saved' });
  });

  it('flush saves at once (Finalizar, a download) and tells whether everything is saved', async () => {
    const { autosaver, save } = setup(EMPTY_ANSWERS, async () => {});
    expect(await autosaver.flush()).toBe(true);
    expect(save).not.toHaveBeenCalled();
    autosaver.change(withName('Ana'));
    expect(await autosaver.flush()).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    // Finalizar saves even unchanged answers (the type becomes YOUNG), but never empty ones.
    expect(await autosaver.flush(true)).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    autosaver.change(EMPTY_ANSWERS);
    await autosaver.flush(true);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a flush says why (decision 0193): a save button or a finished step, even for answers already autosaved; the pause says nothing', async () => {
    const { autosaver, save } = setup(EMPTY_ANSWERS, async () => {});
    autosaver.change(withName('Ana'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenLastCalledWith(withName('Ana'));
    expect(await autosaver.flush(true, { reason: 'section', section: 'Quem é você?' })).toBe(true);
    expect(save).toHaveBeenLastCalledWith(withName('Ana'), { why: { reason: 'section', section: 'Quem é você?' } });
    autosaver.change(withName('Ana Lima'));
    expect(await autosaver.flush(false, { reason: 'manual' })).toBe(true);
    expect(save).toHaveBeenLastCalledWith(withName('Ana Lima'), { why: { reason: 'manual' } });
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('after markSaved (a restore, a seed) the same answers are not saved again', async () => {
    const { autosaver, save, last } = setup(EMPTY_ANSWERS, async () => {});
    autosaver.change(withName('Ana'));
    autosaver.markSaved(withName('Ana'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    expect(last()).toEqual({ kind: 'saved' });
  });
});

describe('what the questionnaire shows of the autosave', () => {
  it('a quiet status word for each state, never "Salvo" for unsaved answers', () => {
    expect(autosaveLabel({ kind: 'saved' })).toBe('Salvo');
    expect(autosaveLabel({ kind: 'saving' })).toBe('Salvando...');
    expect(autosaveLabel({ kind: 'pending' })).toBe('Não salvo');
    expect(autosaveLabel({ kind: 'failed', error: networkError(), retryAt: 1 })).toBe('Não salvo');
    expect(autosaveLabel({ kind: 'empty' })).toBe('');
  });

  it("a banner only for a failure: the server's reason for a refusal, a retry notice otherwise", () => {
    expect(autosaveBanner({ kind: 'saved' })).toBeNull();
    expect(autosaveBanner({ kind: 'pending' })).toBeNull();
    expect(autosaveBanner({ kind: 'failed', error: networkError(), retryAt: 1 })).toBe(
      'Suas últimas respostas ainda não foram salvas: sem conexão com o servidor. Vamos tentar de novo sozinhos.',
    );
    expect(autosaveBanner({ kind: 'failed', error: refusal(), retryAt: null })).toBe(
      'Suas últimas respostas não foram salvas: O campo "Telefone" (Informações Básicas) é inválido.',
    );
  });
});

describe('leaving the page (issue 29: answers typed a second before closing the tab are kept)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the newest answers at once, in a request that outlives the page, without waiting for the pause', () => {
    const { autosaver, save } = setup(EMPTY_ANSWERS, async () => {});
    autosaver.change(withName('Ana'));
    autosaver.leave();
    // Synchronously: the page may be gone at the next tick.
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(withName('Ana'), { keepalive: true });
  });

  it('does not wait for a save on its way; the older save ending last does not make the newer answers unsaved', async () => {
    const finish: Array<() => void> = [];
    const { autosaver, save, last } = setup(EMPTY_ANSWERS, () => new Promise<void>((resolve) => finish.push(resolve)));
    autosaver.change(withName('Ana'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    autosaver.change(withName('Ana Souza'));
    autosaver.leave();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(withName('Ana Souza'), { keepalive: true });
    finish[1]!();
    await vi.advanceTimersByTimeAsync(0);
    finish[0]!();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosaver.dirty).toBe(false);
    expect(last()).toEqual({ kind: 'saved' });
    // Nothing changed since: leaving sends nothing.
    autosaver.leave();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
