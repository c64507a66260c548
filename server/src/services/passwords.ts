import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended baseline. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verifying against this when the e-mail is unknown keeps both failures equally slow, so
// response time does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `hash`; a null hash (social-only account) never matches. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
