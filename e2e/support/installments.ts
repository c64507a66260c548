import type { APIRequestContext } from '@playwright/test';
import { accounts } from './accounts';
import { apiToken } from './public-form';
import { submissionIds } from './submissions';
import type { RunningStack } from './stack';

/** The paid sample form "Swim club season" (SAMPLE_PAID_FORM_IDS) and Laval's Stripe account, played by the simulated provider. */
export const swimSeason = { formId: '40000000-0000-4000-8000-000000000020', accountId: '70000000-0000-4000-8000-000000000001' } as const;

export interface PaymentLine {
  id: string;
  date: string;
  total: number;
  status: string;
}

/** DD-MM-YYYY as the back office shows a YYYY-MM-DD date (spec 000 §9). */
export const shownDate = (date: string) => date.slice(0, 10).split('-').reverse().join('-');

/**
 * A visitor's registration on the 3-installment plan (Juniors, $300: $120, $90, $90), paid as the
 * public form does: the submission, a card set up at the simulated provider, then the confirm call
 * that charges the first installment. 4242… is charged; 4000 0000 0000 0341 is set up but every
 * charge of it is declined (Stripe's test card), so its first installment is declined.
 */
export async function planRegistration(request: APIRequestContext, stack: RunningStack, card: '4242424242424242' | '4000000000000341', firstName: string) {
  const api = (path: string) => new URL(path, stack.urls.api).href;
  const answers = { 'first-name': firstName, 'last-name': 'Fortin', group: 'juniors' };
  const Content = JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) })));
  const submitted = await request.post(api(`/organizations/${submissionIds.laval}/forms/${swimSeason.formId}`), {
    multipart: { Content, Culture: 'en', PaymentMethod: 'credit_card', PaymentMode: 'plan-3', CustomerEmail: 'fortin@example.com', cardHolderName: `${firstName} Fortin` },
  });
  if (!submitted.ok()) throw new Error(`submission answered ${submitted.status()}: ${await submitted.text()}`);
  const submissionId = (await submitted.json()) as string;
  const secret = await request.get(api(`/api/organizations/${submissionIds.laval}/payment/${swimSeason.accountId}/clientsecret`));
  const { clientSecret, setupIntentId } = (await secret.json()) as { clientSecret: string; setupIntentId: string };
  const setup = await request.post(api('/sample-provider/v1/setup_intents/confirm'), { data: { client_secret: clientSecret, card: { number: card, exp_month: 12, exp_year: 2034, cvc: '123' } } });
  if (!setup.ok()) throw new Error(`card setup answered ${setup.status()}`);
  const confirm = await request.post(api(`/api/organizations/${submissionIds.laval}/forms/${swimSeason.formId}/submissions/${submissionId}/payment/confirm`), { data: { setupIntentId } });
  const expected = card === '4242424242424242' ? 200 : 402;
  if (confirm.status() !== expected) throw new Error(`confirm answered ${confirm.status()}: ${await confirm.text()}`);
  const details = await request.get(api(`/api/organizations/${submissionIds.laval}/forms/${swimSeason.formId}/submissions/${submissionId}/details`), {
    headers: { authorization: `Bearer ${await apiToken(request, stack, accounts.manager)}` },
  });
  const lines = ((await details.json()) as { submission: { payment: { paymentDetails: PaymentLine[] } } }).submission.payment.paymentDetails;
  return { submissionId, lines };
}
