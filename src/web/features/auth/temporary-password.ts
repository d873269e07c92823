/**
 * The temporary password a person just signed in with, kept in memory only (never in storage or history) so the
 * new-password form does not ask for it a second time. Gone on a page reload: the form then asks for it.
 */
let remembered: string | null = null;

export function rememberTemporaryPassword(password: string): void {
  remembered = password;
}

export function rememberedTemporaryPassword(): string | null {
  return remembered;
}

export function forgetTemporaryPassword(): void {
  remembered = null;
}
