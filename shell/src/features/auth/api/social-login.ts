import type { LoginResponse } from '@front-office/shared/core';
import { apiRequest, getRuntimeConfig } from '@front-office/shared/platform';
import { facebookToken, googleIdToken } from '../social/provider-tokens';

export type SocialProvider = 'google' | 'facebook';

/** Spec 000 §7: POST /api/login/{google|facebook}?idToken&culture; the spec fixes culture to fr. */
export function socialLogin(provider: SocialProvider, idToken: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(`/api/login/${provider}`, { method: 'POST', query: { idToken, culture: 'fr' }, public: true });
}

/** Signs in with a provider: its token first, then the API's answer (spec 000 §7, §8). */
export async function socialSignIn(provider: SocialProvider): Promise<LoginResponse> {
  const config = getRuntimeConfig();
  const token =
    provider === 'google' ? await googleIdToken(config.googleClientId ?? '') : await facebookToken(config.facebookAppId ?? '');
  const response = await socialLogin(provider, token);
  // Spec 000 §8: an empty answer counts as a failure.
  if (!response?.jwt) throw new Error(`${provider} sign-in returned no session`);
  return response;
}
