/**
 * What an explicit logout clears on this device besides the session: the
 * quiz's local data. Its code loads only now (it is not part of a first load).
 */
export async function forgetDeviceData(): Promise<void> {
  const { forgetQuizOnDevice } = await import('../features/quiz/forget-quiz-on-device');
  forgetQuizOnDevice();
}
