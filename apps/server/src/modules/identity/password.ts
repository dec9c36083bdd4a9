import { hash, verify } from '@node-rs/argon2';

// argon2id (OWASP 2024 minimums: m=19 MiB, t=2, p=1). The algorithm enum is a const enum we cannot import
// under isolatedModules, hence the literal 2 = Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id hash in PHC string form (the parameters travel with the hash). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the user does not exist, so timing does not reveal user names.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  return dummyHash;
}
