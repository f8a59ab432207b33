import { hash, verify } from '@node-rs/argon2';

/* OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 15 ms a hash on this machine kind. */
/* 2 = Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so response times do
 * not tell which logins are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
