/**
 * What an explicit logout clears on this device besides the session: the
 * quiz's local data and the place in the resume questionnaire. Their code
 * loads only now (it is not part of a first load).
 */
export async function forgetDeviceData(): Promise<void> {
  const [{ forgetQuizOnDevice }, { questionnaireProgress }] = await Promise.all([
    import('../features/quiz/forget-quiz-on-device'),
    import('../features/curriculum/questionnaire-progress'),
  ]);
  forgetQuizOnDevice();
  questionnaireProgress.forget();
}
