import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { SocialProfile } from './users';

export type SocialProvider = 'google' | 'facebook';

const PROVIDERS: Record<SocialProvider, { jwks: string; issuers: string[] }> = {
  google: {
    jwks: 'https://www.googleapis.com/oauth2/v3/certs',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
  },
  // Facebook Limited Login issues OIDC ID tokens signed with these keys.
  facebook: {
    jwks: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
    issuers: ['https://www.facebook.com'],
  },
};

/** Checks a provider's ID token; resolves the profile, or null when the token is not acceptable. */
export type SocialVerifier = (idToken: string) => Promise<SocialProfile | null>;

const claim = (payload: JWTPayload, name: string): string | undefined => {
  const value = payload[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * A verifier for the provider and client id; `keys` replaces the provider's published key set
 * (tests sign tokens with their own key).
 */
export function createSocialVerifier(provider: SocialProvider, clientId: string, keys?: JWTVerifyGetKey): SocialVerifier {
  const { jwks, issuers } = PROVIDERS[provider];
  const getKey = keys ?? createRemoteJWKSet(new URL(jwks));
  return async (idToken) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, getKey, { issuer: issuers, audience: clientId, algorithms: ['RS256', 'ES256'] }));
    } catch {
      return null;
    }
    const email = claim(payload, 'email');
    // Google marks addresses it has not verified; trusting those would let anyone claim an account.
    if (!email || payload.email_verified === false) return null;
    const fullName = claim(payload, 'name') ?? '';
    return {
      email,
      firstName: claim(payload, 'given_name') ?? fullName.split(' ')[0] ?? '',
      name: claim(payload, 'family_name') ?? fullName.split(' ').slice(1).join(' '),
    };
  };
}
