import { button, paragraph, SIGN_OFF, strong, type Inline, type MailContent } from '../../platform/mail/content';
import { joinNames, MIXED_TOO_CLOSE } from '../../../shared/scoring/precision';

/** The result's profiles, best first: one, or the 2 or 3 of a perfil misto. */
type SharedProfiles = readonly [{ name: string; careerName: string }, ...{ name: string; careerName: string }[]];

/** joinNames' "A, B e C" with each name in bold: the words between them are joinNames' own. */
function strongNames(names: readonly string[]): Inline[] {
  const MARK = '\u0000';
  return joinNames(names.map((_, index) => `${MARK}${index}${MARK}`))
    .split(MARK)
    .map((piece, position) => (position % 2 === 1 ? strong(names[Number(piece)]!) : piece))
    .filter((piece) => piece !== '');
}

/** What the result is, in one sentence: the dominant profile, or a perfil misto's profiles together (as the page says). */
function resultSentence(profiles: SharedProfiles): Inline[] {
  if (profiles.length === 1) {
    const [{ name, careerName }] = profiles;
    return ['O perfil dominante foi ', strong(name), ` (${careerName}).`];
  }
  return ['O resultado foi um perfil misto: ', ...strongNames(profiles.map((profile) => profile.name)), ` ${MIXED_TOO_CLOSE}`];
}

/** Fixed text: the sender cannot add words of their own, so the form cannot carry spam. */
export function sharedResultEmail(input: { firstName: string; profiles: SharedProfiles; link: string }): MailContent {
  return {
    // A fixed Subject: the owner's name stays in the body, never in the line a spam filter and an inbox list show (issue 26, F08).
    subject: 'Um resultado do Rumo foi compartilhado com você',
    blocks: [
      paragraph('Olá!'),
      paragraph(strong(input.firstName), ' fez o teste vocacional do Rumo e quis compartilhar o resultado com você.'),
      paragraph(...resultSentence(input.profiles)),
      button('Veja o resultado', input.link),
      paragraph('Quer descobrir o seu? O teste básico é grátis e leva cerca de 15 minutos.'),
      SIGN_OFF,
    ],
  };
}
