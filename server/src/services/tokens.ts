import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface VerifiedToken {
  userId: string;
  jti: string;
  expiresAt: Date;
}

/** Signs and checks the API's HS256 session tokens. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(secret);
    // Fail at start-up rather than at the first sign-in when FO_JWT_TTL is not a duration jose understands.
    new SignJWT({}).setExpirationTime(ttl);
  }

  sign(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /** The token's claims, or null for a malformed, forged or expired token. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (!payload.sub || !payload.jti || typeof payload.exp !== 'number') return null;
      return { userId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
