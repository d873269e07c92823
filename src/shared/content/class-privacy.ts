import { CLASS_MIN_FINISHED, SHOW_RESULT_TO_TEACHER_LABEL } from '../domain/class-privacy';

/**
 * What a student reads before joining a Projeto de Vida class (issue 30 item 3, decision 0195): what the teacher
 * sees, in plain words, from the rules themselves (CLASS_MIN_FINISHED, the switch's own label). The join screen
 * shows them before the student joins; the readability test keeps them easy (Flesch-PT ≥ 50).
 */
export const CLASS_PRIVACY_TEXTS = {
  title: 'O que o(a) professor(a) vê',
  onlyNumbers: `O(a) professor(a) vê só números da turma toda, como quantos já fizeram o teste. E só vê esses números quando pelo menos ${CLASS_MIN_FINISHED} estudantes terminam o teste.`,
  ownResult: `O seu resultado é seu. O(a) professor(a) só vê o seu resultado se você ligar a opção "${SHOW_RESULT_TO_TEACHER_LABEL}".`,
  switchOff: 'A opção começa desligada. Se você ligar, pode desligar a qualquer hora.',
  leave: 'Você pode sair da turma quando quiser. Aí os seus dados saem dos números da turma.',
  sameTest: 'Entrar na turma não começa um teste novo. Se você já fez o teste este ano, vale o resultado que você já tem.',
  switchHelp: 'Desligado, o(a) professor(a) não vê o seu resultado, só os números da turma toda.',
  signInFirst: 'Para entrar na turma, entre na sua conta ou crie uma. Depois você volta para esta página com o código.',
} as const;

/** The texts in the order the join screen shows them before joining. */
export const CLASS_PRIVACY_BEFORE_JOINING = [
  CLASS_PRIVACY_TEXTS.onlyNumbers,
  CLASS_PRIVACY_TEXTS.ownResult,
  CLASS_PRIVACY_TEXTS.switchOff,
  CLASS_PRIVACY_TEXTS.leave,
  CLASS_PRIVACY_TEXTS.sameTest,
] as const;
