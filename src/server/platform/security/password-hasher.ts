import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). */
const ARGON2ID = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

export const argon2PasswordHasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2ID),
  async verify(hashed, password) {
    try {
      return await verify(hashed, password);
    } catch {
      // A malformed stored hash must read as "wrong password", never as a crash.
      return false;
    }
  },
};
