import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { HttpError } from './http-error';
import { Semaphore } from './semaphore';

/**
 * Hashes computed at once. argon2id takes 64 MiB and runs on libuv's thread pool (four threads,
 * shared with file and DNS work); unbounded, 40 sign-in attempts at once took every core and an
 * ordinary authenticated call went from 12 ms to 3.9 s. Half the cores (at least one) leaves the
 * rest for everything else; attempts past the line are refused rather than queued without end.
 */
export const passwordHashing = new Semaphore(Math.max(1, Math.floor(availableParallelism() / 2)), 32);

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  const release = await passwordHashing.acquire();
  if (!release) throw new HttpError(429, 'Too many sign-in attempts in progress, try again in a moment');
  try {
    return await work();
  } finally {
    release();
  }
}

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended baseline. */
export function hashPassword(password: string): Promise<string> {
  return bounded(() => argon2.hash(password, { type: argon2.argon2id }));
}

// Verifying against this when the e-mail is unknown keeps both failures equally slow, so
// response time does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `hash`; a null hash (social-only account) never matches. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= argon2.hash('not-a-real-password', { type: argon2.argon2id });
    const dummy = await dummyHash;
    await bounded(() => argon2.verify(dummy, password).catch(() => false));
    return false;
  }
  return bounded(() => argon2.verify(hash, password).catch(() => false));
}
