// Helpers of this feature's tests: content through the real parser, a form and organization
// as the public details call answers them, and the renderer's environment in English.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { parseFormContent } from '@front-office/shared/core';
import type { Form, FormContent, Organization, Receipt, ReceiptLine, ReceiptPayment } from '@front-office/shared/core';
import type { CardProviderClient } from './payment/card-adapters';
import type { PublicFormDetails } from './api/get-public-form-details';
import { PublicFormEnvProvider } from './components/public-form-env';
import type { PublicFormEnv } from './components/public-form-env';
import { blankForm } from './utils/blank-form';
import { createTranslate } from './utils/translate';
import { createFormStore } from './store/form-store';
import { FormRuntimeProvider } from './components/form-runtime';
import { SectionView } from './components/section-view';

export const API = 'http://api.test';

/** A receipt key as the submission's answer carries it (Receipt-Key header, issue 18 §11). */
export const RECEIPT_KEY = 'rK3y_receipt-key-of-the-test-submission-000';

export function content(steps: unknown[], rules: unknown[] = []): FormContent {
  const result = parseFormContent(JSON.stringify({ steps, rules }));
  if (!result.ok) throw new Error(result.error);
  return result.content;
}

export function step(id: string, sections: unknown[], name: string = id): unknown {
  return { id, name, sections };
}

export function section(id: string, fields: unknown[], extra: Record<string, unknown> = {}): unknown {
  return { id, name: id, visible: true, multiple: false, fields, ...extra };
}

export function field(id: string, type: string, extra: Record<string, unknown> = {}): unknown {
  return { id, type, text: id, size: 12, required: false, visible: true, enabled: true, ...extra };
}

export const organization: Organization = { id: 'org-1', name: 'Club Aquatique Laval', currency: 'cad', avatar: 'avatars/o1/logo.png' };

export function details(formContent: unknown, formExtra: Partial<Form> = {}, extra: Partial<PublicFormDetails> = {}): PublicFormDetails {
  const form = blankForm({
    id: 'form-1',
    name: [
      { culture: 'en', value: 'Summer camp' },
      { culture: 'fr', value: 'Camp d’été' },
    ],
    organizationId: 'org-1',
    currency: 'cad',
    content: JSON.stringify(formContent),
    ...formExtra,
  });
  return { form, organization, ...extra };
}

export function testEnv(overrides: Partial<PublicFormEnv> = {}): PublicFormEnv {
  return { apiBaseUrl: API, language: 'en', t: createTranslate(overrides.language ?? 'en'), ...overrides };
}

export function renderWithEnv(node: ReactNode, overrides: Partial<PublicFormEnv> = {}) {
  return render(<PublicFormEnvProvider value={testEnv(overrides)}>{node}</PublicFormEnvProvider>);
}

/** A fetch answer as the API gives it. */
export function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, headers: new Headers(headers), text: async () => text, json: async () => JSON.parse(text) as unknown } as unknown as Response;
}

/** Renders the first step's sections over a fresh store, to drive field renderers directly. */
export function renderFields(formContent: FormContent, options: { recaptchaEnabled?: boolean; env?: Partial<PublicFormEnv> } = {}) {
  const store = createFormStore(formContent);
  const view = renderWithEnv(
    <FormRuntimeProvider value={{ store, recaptchaEnabled: options.recaptchaEnabled ?? false }}>
      {formContent.steps[0]?.sections.map((entry) => <SectionView key={entry.id} section={entry} />)}
    </FormRuntimeProvider>,
    options.env,
  );
  return { store, ...view };
}

/** A 3-installment card receipt of $243.00 whose first charge ($97.20) is paid, then `lines`. */
export function cardReceipt(lines: ReceiptLine[], payment: Partial<ReceiptPayment> = {}): Receipt {
  const paid: ReceiptLine = { id: 'line-1', date: '2026-11-26', total: 9720, state: 'paid', refunded: 0, errorCode: null, declineCode: null, nextAttemptAt: null, canPay: false, canAuthenticate: false };
  return {
    submissionId: 'sub-1',
    date: '2026-11-26T15:00:00.000Z',
    culture: 'en',
    organizationName: 'Club Aquatique Laval',
    payment: { method: 'credit_card', status: 'failed', currency: 'cad', total: 24300, paid: 9720, refunded: 0, reference: 'pi_1', coupon: null, modeDiscount: null, lines: [paid, ...lines], cardAccount: null, ...payment },
  };
}

/** A provider client for the mocked loadCardProvider: an element that mounts nowhere, and the given confirmations. */
export function providerClient(calls: Partial<Pick<CardProviderClient, 'confirmCardSetup' | 'confirmCardPayment'>> = {}): CardProviderClient {
  return { elements: () => ({ create: () => ({ mount: () => undefined, destroy: () => undefined }) }), confirmCardSetup: jest.fn(), confirmCardPayment: jest.fn(), ...calls };
}
