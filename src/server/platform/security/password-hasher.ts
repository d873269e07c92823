/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). */
const ARGON2ID = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
/** Loaded on the first password check: its native library is memory a server at rest does not need. */
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

export const argon2PasswordHasher: PasswordHasher = {
  hash: async (password) => (await loadArgon2()).hash(password, ARGON2ID),
  async verify(hashed, password) {
    const { verify } = await loadArgon2();
    try {
      return await verify(hashed, password);
    } catch {
      // A malformed stored hash must read as "wrong password", never as a crash.
      return false;
    }
  },
};
