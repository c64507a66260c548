import type { APIRequestContext } from '@playwright/test';
import type { RunningStack } from './stack';
import type { Account } from './accounts';

/** Fixed ids of the sample data (server/README.md "Sample forms"). */
export const sampleIds = {
  laval: '10000000-0000-4000-8000-000000000002',
  contactTemplate: '30000000-0000-4000-8000-000000000002',
  membershipRenewal: '40000000-0000-4000-8000-000000000002',
  poolParty: '40000000-0000-4000-8000-000000000011',
  swimCamp: '40000000-0000-4000-8000-000000000001',
  swimCampSubmission: '50000000-0000-4000-8000-000000000001',
  swimCampReport: '80000000-0000-4000-8000-000000000001',
} as const;

interface ServedConfig {
  publicFormUrl?: string;
  remotes?: { forms?: string };
}

/**
 * The origin of mfe-forms' public entry, read from the config.json the stack serves (its
 * `publicFormUrl`, else the forms remote's manifest origin), so the specs follow the ports in use.
 */
export async function formsOrigin(request: APIRequestContext, stack: RunningStack): Promise<string> {
  const response = await request.get(new URL('/config.json', stack.urls.shell).href);
  const config = (await response.json()) as ServedConfig;
  const url = config.publicFormUrl ?? config.remotes?.forms;
  if (!url) throw new Error('config.json names neither publicFormUrl nor the forms remote');
  return new URL(url).origin;
}

export const publicFormPath = (formId: string): string => `/public/registrations/${encodeURIComponent(formId)}`;
export const embedPath = (formId: string): string => `/public/registrations/embed/${encodeURIComponent(formId)}`;

/** A bearer token through the sign-in call, for arranging data the way staff would. */
export async function apiToken(request: APIRequestContext, stack: RunningStack, account: Account): Promise<string> {
  const url = new URL('/api/login', stack.urls.api);
  url.searchParams.set('email', account.email);
  url.searchParams.set('password', account.password);
  const response = await request.post(url.href);
  if (!response.ok()) throw new Error(`sign-in answered ${response.status()}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** Creates a Laval form from the contact template through the staff call; returns its id. */
export async function createContactForm(
  request: APIRequestContext,
  stack: RunningStack,
  token: string,
  form: { name: string; submissionLimit?: number },
): Promise<string> {
  const response = await request.post(
    new URL(`/api/organizations/${sampleIds.laval}/forms/templates/${sampleIds.contactTemplate}`, stack.urls.api).href,
    {
      headers: { authorization: `Bearer ${token}` },
      multipart: { form: JSON.stringify({ name: form.name, localizations: ['en'], submissionLimit: form.submissionLimit }) },
    },
  );
  if (!response.ok()) throw new Error(`create from template answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Posts a public submission of the contact form as a visitor's browser would (spec 001 §7). */
export async function submitContactForm(request: APIRequestContext, stack: RunningStack, formId: string, firstName: string): Promise<number> {
  const answers: Record<string, string | boolean> = {
    'first-name': firstName,
    'last-name': 'Tremblay',
    email: `${firstName.toLowerCase()}@example.org`,
    'contact-by-phone': false,
  };
  const content = Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) }));
  const response = await request.post(new URL(`/organizations/${sampleIds.laval}/forms/${formId}`, stack.urls.api).href, {
    multipart: { Content: JSON.stringify(content), CustomerEmail: answers.email as string, Culture: 'en' },
  });
  return response.status();
}

/** Sets a user's culture through PUT /api/users/me/culture (issue 13): a spec that switched the language gives English back. */
export async function setUserCulture(request: APIRequestContext, stack: RunningStack, account: Account, culture: 'en' | 'fr'): Promise<void> {
  const jwt = await apiToken(request, stack, account);
  const response = await request.put(new URL('/api/users/me/culture', stack.urls.api).href, {
    headers: { authorization: `Bearer ${jwt}` },
    data: { culture },
  });
  if (!response.ok()) throw new Error(`culture answered ${response.status()}`);
}
