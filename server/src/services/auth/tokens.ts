import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface VerifiedToken {
  userId: string;
  jti: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The longest session FO_JWT_TTL may ask for: a stolen token must not outlive a month. */
export const MAX_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

const UNIT_SECONDS: [RegExp, number][] = [
  [/^(s|secs?|seconds?)$/, 1],
  [/^(m|mins?|minutes?)$/, 60],
  [/^(h|hrs?|hours?)$/, 3600],
  [/^(d|days?)$/, 86_400],
  [/^(w|weeks?)$/, 604_800],
];

/** Seconds of a token lifetime written as jose durations are (`8h`, `30 minutes`); throws otherwise. */
export function ttlSeconds(ttl: string): number {
  const match = /^(\d+(?:\.\d+)?) ?([a-z]+)$/i.exec(ttl.trim());
  const unit = match ? UNIT_SECONDS.find(([pattern]) => pattern.test(match[2]!.toLowerCase())) : undefined;
  if (!match || !unit) throw new Error(`FO_JWT_TTL must be a duration such as 8h or 30m, got "${ttl}"`);
  const seconds = Math.round(Number(match[1]) * unit[1]);
  if (seconds < 1 || seconds > MAX_TOKEN_TTL_SECONDS) {
    throw new Error(`FO_JWT_TTL must be between 1 second and 30 days, got "${ttl}"`);
  }
  return seconds;
}

/** Signs and checks the API's HS256 session tokens. */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly lifetime: number;

  constructor(secret: string, ttl: string) {
    this.key = new TextEncoder().encode(secret);
    // Fails at start-up rather than at the first sign-in when FO_JWT_TTL is wrong or too long.
    this.lifetime = ttlSeconds(ttl);
  }

  sign(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.lifetime)
      .sign(this.key);
  }

  /**
   * The token's claims, or null for a malformed, forged or expired token, and for a correctly
   * signed one that we could not have issued: ids that are not UUIDs, or a lifetime longer than
   * the configured one (a leaked secret must not mint tokens for a century).
   */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'iat', 'exp'] });
      const { sub, jti, iat, exp } = payload;
      if (typeof sub !== 'string' || !UUID.test(sub) || typeof jti !== 'string' || !UUID.test(jti)) return null;
      if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > this.lifetime) return null;
      // Issued in the future (beyond a minute of clock skew): not one of ours.
      if (iat > Date.now() / 1000 + 60) return null;
      return { userId: sub, jti, expiresAt: new Date(exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
