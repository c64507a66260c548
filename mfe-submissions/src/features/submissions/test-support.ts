// Sample answers of the server's shapes for the page tests (server/README.md "Submissions").
import { createElement } from 'react';
import type { Form, PaymentLineView, PermissionEntry, SubmissionHistoryEntry } from '@front-office/shared/core';
import { FormStatus, paymentMoney } from '@front-office/shared/core';
import { configure } from '@testing-library/react';
import { i18n } from '@front-office/shared/platform';
import { Route, Routes } from '@front-office/shared/router';
import { LAVAL, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../build/jest/remote-test-kit';
import pages from '../../pages';
import { forgetFormRenderer } from '../form-renderer/load-form-renderer';
import type { StaffSubmission } from './api/types';

const text = (en: string, fr = `${en} (fr)`) => [
  { culture: 'en' as const, value: en },
  { culture: 'fr' as const, value: fr },
];
const field = (id: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({ id, type, text: text(label), size: 6, required: false, visible: true, enabled: true, ...extra });

export const CONTENT = {
  steps: [
    {
      id: 's1',
      name: text('Swimmer'),
      sections: [
        {
          id: 'sec1',
          name: text('Swimmer'),
          multiple: false,
          visible: true,
          fields: [
            field('first-name', 'Text', 'First name', { required: true }),
            field('allergies', 'CheckBox', 'Allergies'),
            field('last-name', 'Text', 'Last name'),
            field('email', 'EmailAddress', 'E-mail'),
            field('birthdate', 'Birthdate', 'Birthdate'),
            field('phone', 'Text', 'Phone'),
            field('medical', 'UploadFile', 'Medical form'),
          ],
        },
      ],
    },
  ],
  rules: [],
};

export const FORM: Form = {
  id: 'f1',
  name: text('Summer camp', 'Camp d’été'),
  status: FormStatus.Active,
  avatar: null,
  organizationId: 'o2',
  editedBy: null,
  submissionCount: 9,
  submissionLimit: null,
  creationDate: '2026-01-01T00:00:00.000Z',
  modificationDate: '2026-01-01T00:00:00.000Z',
  currency: 'cad',
  recaptchaEnabled: false,
  emailContent: null,
  discountCodes: [],
  hasDiscountCodes: false,
  localizations: ['en', 'fr'],
  fieldProperties: null,
  paymentEnabled: true,
  paymentOptional: false,
  fixedAmount: null,
  paymentAccount: null,
  paymentProvider: null,
  paymentModes: null,
  content: JSON.stringify(CONTENT),
  startDate: null,
  endDate: null,
} as Form;

const answer = (id: string, value: unknown) => ({ id, rowId: null, value: JSON.stringify({ value }) });

/** A staff submission as the server answers it: `money` is computed from the final payment and coupon unless given. */
export function makeSubmission(index: number, overrides: Partial<StaffSubmission> = {}): StaffSubmission {
  const submission: Omit<StaffSubmission, 'money'> = {
    id: `s${index}`,
    date: `2026-02-${String(10 + index).padStart(2, '0')}T12:00:00.000Z`,
    fields: [answer('first-name', `Léa ${index}`), answer('last-name', 'Tremblay'), answer('email', `lea${index}@example.com`), answer('birthdate', '2014-05-12'), answer('phone', '514-555-0101'), answer('medical', 'uploads/u1/medical form.pdf')],
    payment: {
      id: `s${index}`,
      method: 'credit_card',
      status: 'succeeded',
      paymentIntentId: 'pi_1',
      modeDefinition: { discount: { type: 'percent', value: 10 } },
      paymentDetails: [{ id: '1', date: '2026-02-10T12:00:00.000Z', total: 15000, status: 'succeeded', paymentIntentId: 'pi_1', providerFees: 465, refundedTotal: 0, refundable: 15000 }],
      total: 15000,
    },
    coupon: { code: 'SIBLING', discountTotal: 3000 },
    ...overrides,
  };
  return { ...submission, money: overrides.money !== undefined ? overrides.money : paymentMoney(submission.payment, submission.coupon) };
}

export const rights = (flags: Partial<Record<'read' | 'write' | 'update' | 'delete', boolean>> = {}): PermissionEntry[] =>
  (['FORM', 'FORM_SUBMISSION', 'REPORT', 'PAYMENT_ACCOUNTS', 'ORGANIZATION'] as const).map((name) => ({ name, read: true, write: true, update: true, delete: true, ...flags }));

/** The submission detail's test files: a detail page renders the form, so they wait longer. */
export function setUpSubmissionPageTests(): void {
  setUpRemoteTests({ asyncUtilTimeout: 10_000 });
  jest.setTimeout(30_000);
  // Fluent's focus manager can leave aria-hidden on parts of the page under jsdom (see submissions-pages.test.tsx).
  beforeAll(() => configure({ defaultHidden: true }));
  afterAll(() => configure({ defaultHidden: false }));
  afterEach(async () => {
    forgetFormRenderer();
    await i18n.changeLanguage('en');
  });
}

/** A payment line as the staff calls answer it: $50, its intent unless planned, refundable once it succeeded. */
export const paymentLine = (id: string, date: string, status: string, extra: Partial<PaymentLineView> = {}): PaymentLineView =>
  ({ id, date, total: 5000, status, paymentIntentId: status === 'READY' ? null : `pi_${id}`, refundedTotal: 0, refundable: status === 'succeeded' ? 5000 : 0, ...extra }) as PaymentLineView;

/** Submission s1 paying by these lines (payment p1, without coupon), the payment in `status`. */
export const planSubmission = (lines: PaymentLineView[], status = 'succeeded') =>
  makeSubmission(1, {
    payment: { id: 'p1', method: 'credit_card', status: status as 'succeeded', paymentIntentId: 'pi_l1', modeDefinition: { discount: { type: 'amount', value: 0 } }, paymentDetails: lines, total: 5000 * lines.length },
    coupon: null,
  });

export const CREATED: SubmissionHistoryEntry = { id: 'h0', kind: 'created', date: '2026-02-11T12:00:00.000Z', by: null, details: {} };

/** The detail page of submission s1 of form f1, its detail and history answered, with `api`'s other answers; answers the requests made. */
export function renderSubmissionDetail(
  submission: ReturnType<typeof makeSubmission>,
  { api = {}, who = rights(), history = [CREATED] }: { api?: Record<string, { status: number; body?: unknown }>; who?: PermissionEntry[]; history?: SubmissionHistoryEntry[] } = {},
) {
  const requests = stubApi({
    'GET /api/organizations/o2/forms/f1/submissions/s1/details': { status: 200, body: { form: FORM, submission } },
    'GET /api/organizations/o2/forms/f1/submissions/s1/history': { status: 200, body: history },
    ...api,
  });
  signInTestUser(LAVAL, who);
  renderWithPlatform(
    createElement(Routes, null, createElement(Route, { path: '/registrations/submissions/:formId/:submissionId', element: createElement(pages.SubmissionDetail) })),
    '/registrations/submissions/f1/s1',
  );
  return requests;
}
