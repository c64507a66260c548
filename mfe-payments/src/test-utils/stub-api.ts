import { setRuntimeConfig } from '@front-office/shared/platform';

export type StubAnswer = { status: number; body?: unknown } | 'pending';

export interface RecordedRequest {
  method: string;
  path: string;
  body: BodyInit | null | undefined;
}

/**
 * The network boundary of the component tests: answers by "METHOD /path" (or "/path" for any
 * method) and records every request with its body.
 */
export function stubApi(answers: Record<string, StubAnswer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input)).pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    requests.push({ method, path, body: init.body });
    const answer = answers[`${method} ${path}`] ?? answers[path] ?? { status: 404 };
    if (answer === 'pending') return new Promise<Response>(() => {});
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve({ ok: answer.status < 300, status: answer.status, text: async () => text } as unknown as Response);
  });
  return requests;
}

export function setTestConfig(): void {
  setRuntimeConfig({
    environment: 'test',
    apiBaseUrl: 'http://api.test',
    remotes: {
      authOrg: 'http://localhost:4101/mf-manifest.json',
      forms: 'http://localhost:4102/mf-manifest.json',
      designer: 'http://localhost:4103/mf-manifest.json',
      submissions: 'http://localhost:4104/mf-manifest.json',
      reports: 'http://localhost:4105/mf-manifest.json',
      payments: 'http://localhost:4106/mf-manifest.json',
    },
    providers: {
      stripeAuthorizeUrl: 'http://api.test/sample-provider/stripe/authorize',
      sportspayCaUrl: 'http://api.test/sample-provider/sportspay-ca',
      sportspayUsUrl: 'http://api.test/sample-provider/sportspay-us',
    },
  });
}

export const SIGNED_IN_USER = {
  jwt: 'header.payload.signature',
  id: 'u1',
  firstName: 'Ada',
  name: 'Lovelace',
  culture: 'en',
  email: 'ada@frontoffice.test',
  isAdmin: false,
  avatar: null,
} as const;
