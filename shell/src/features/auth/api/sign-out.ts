import { apiRequest } from '@front-office/shared/platform';

export function signOutOnServer(): Promise<unknown> {
  return apiRequest<unknown>('/api/authentication/signout', { method: 'POST' });
}
