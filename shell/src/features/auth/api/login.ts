import type { LoginFields, LoginResponse } from '@front-office/shared/core';
import { apiRequest } from '@front-office/shared/platform';

/** Spec 000 §7: POST /api/login with email and password as query parameters, no body. */
export function login({ email, password }: LoginFields): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/login', { method: 'POST', query: { email, password }, public: true });
}
