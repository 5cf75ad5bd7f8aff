import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package's enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/**
 * argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane): about 20 ms per hash here,
 * slow enough to hurt offline guessing, fast enough that a login burst does not stall the server.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash (seeded members). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a throw-away password, checked when the email is unknown so that a wrong email takes as long
 * as a wrong password and response times do not reveal which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password-' + Math.random()));
}
