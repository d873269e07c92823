import addressparser from 'nodemailer/lib/addressparser';
import { isValidEmail, normalizeEmail } from '../../../shared/domain/email';

/**
 * The one mailbox `input` names, lower-cased, when `input` is a bare address
 * (`ana@exemplo.com.br`) and nothing else; null otherwise. Parsed the way the
 * mailer reads a To: field (nodemailer's addressparser), so `<a@b>`, `a@b,`,
 * `"a"@b`, `Ana <a@b>`, `a@b (Ana)`, groups and lists are refused rather than
 * counted as new recipients of the same mailbox (issue 26, F08).
 */
export function bareMailbox(input: string): string | null {
  if (!isValidEmail(input)) return null;
  const parsed = addressparser(input);
  if (parsed.length !== 1) return null;
  const [only] = parsed;
  if (!only || only.group !== undefined || only.name !== '' || only.address !== input) return null;
  return normalizeEmail(only.address);
}
