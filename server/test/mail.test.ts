/** @jest-environment ./test/pglite-environment.ts */
// Issue 19: every message goes through the outbox and a real SMTP exchange (nodemailer → the
// embedded smtp-server, parsed by mailparser) before it is read here.
import { asc, eq } from 'drizzle-orm';
import { formatMoney } from '@front-office/shared/core';
import type { Receipt } from '@front-office/shared/core';
import { forms, mailOutbox, paymentInstallments, sampleProviderSetups, submissionPayments } from '../src/db/schema';
import { SAMPLE_FORM_IDS } from '../src/db/sample-data';
import { RECEIPT_KEY_HEADER } from '../src/routes/submissions/public-submission';
import { createMailQueue } from '../src/services/mail/mail-queue';
import { mailServiceOf, recordDrafts } from '../src/services/mail/mail-service';
import { createInstallmentQueue } from '../src/services/payments/installment-queue';
import { createCardProviders } from '../src/services/payments/card-providers';
import { smtpTransport } from '../src/services/mail/transport';
import { ACCOUNTS, bearer, signIn } from './helper';
import { MAIL_APP_URL, startMailTest } from './mail-support';
import type { MailTest } from './mail-support';
import type { TestContext } from './helper';
import { contentOf, postMultipart } from './forms-support';
import { LAVAL, insertPaidForm, payWithCard, submit, waitFor } from './payments-support';

const APP_URL = MAIL_APP_URL;
const HOSTILE = '<script>alert(1)</script><img src=x> & "q"';

let mail: MailTest;
let ctx: TestContext;
let jwt: string;

beforeAll(async () => {
  mail = await startMailTest({ limits: { perAddress: 3, perForm: 1000 }, schema: 'pgboss_mail' });
  ctx = mail.ctx;
  jwt = await signIn(ctx, ACCOUNTS.admin);
});
afterAll(() => mail.close());

const received = (to: string, count?: number, timeoutMs?: number) => mail.received(to, count, timeoutMs);

async function receiptOf(formId: string, submissionId: string, key: string): Promise<Receipt> {
  const response = await ctx.call({ url: `/api/public/forms/${formId}/submissions/${submissionId}/receipt`, query: { key } });
  expect(response.statusCode).toBe(200);
  return response.json<Receipt>();
}

async function paidFormWithMail() {
  return insertPaidForm(ctx, {
    name: [
      { culture: 'fr', value: 'Camp d’été' },
      { culture: 'en', value: 'Summer camp' },
    ],
    localizations: ['fr', 'en'],
    emailContent: {
      emails: ['Admin@FrontOffice.test', 'board@club.test'],
      content: [
        { culture: 'fr', value: 'Bienvenue au club, apportez un maillot.' },
        { culture: 'en', value: 'Welcome to the club, bring a swimsuit.' },
      ],
    },
  });
}

test('a card payment in French: the payer gets the confirmation with the form text, the escaped answers and the receipt; administrators a notice each in their language', async () => {
  const formId = await paidFormWithMail();
  const email = 'parent.fr@example.com';
  const sent = await submit(ctx, formId, { name: HOSTILE, weeks: ['week-1', 'week-2'] }, { PaymentMode: 'plan-3', Culture: 'fr', CustomerEmail: email, Coupon: 'SAVE10' });
  expect([sent.statusCode, sent.body]).toEqual([200, expect.any(String)]);
  const submissionId = sent.json<string>();
  // Nothing is sent while the card payment is not made: the registration may still be released.
  expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId))).toEqual([]);
  const { confirm } = await payWithCard(ctx, formId, submissionId, '4242424242424242');
  expect(confirm.statusCode).toBe(200);

  const [message, ...others] = await received(email);
  expect(others).toEqual([]);
  expect(message!.subject).toBe('Camp d’été : inscription reçue');
  expect(message!.sender).toBe('no-reply@club.test');
  expect(message!.text).toContain('Bienvenue au club, apportez un maillot.');
  expect(message!.text).not.toContain('Welcome to the club');
  // The hostile answer is shown as text: escaped in the HTML, never markup, no remote image.
  expect(message!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(message!.html).not.toContain('<script');
  expect(message!.html).not.toMatch(/<img/i);
  expect(message!.text).toContain('<script>alert(1)</script>');

  // The receipt's figures are the receipt page's own.
  const receipt = await receiptOf(formId, submissionId, sent.headers.get(RECEIPT_KEY_HEADER)!);
  const payment = receipt.payment!;
  expect(payment.lines).toHaveLength(3);
  expect(message!.text).toContain(`Total : ${formatMoney(payment.total)}`);
  expect(message!.text).toContain(`Payé : ${formatMoney(payment.paid)}`);
  expect(message!.text).toContain(`Code de réduction SAVE10 : -${formatMoney(payment.coupon!.discountTotal)}`);
  expect(payment.paid).toBe(payment.lines[0]!.total);
  expect(message!.text).toContain(` : ${formatMoney(payment.lines[0]!.total)} (payé)`);
  for (const line of payment.lines.slice(1)) expect(message!.text).toContain(` : ${formatMoney(line.total)} (prévu)`);
  expect(message!.text).toContain(`Référence : ${payment.reference}`);
  // The link opens the receipt: the confirmation page's path with the receipt key.
  expect(message!.html).toContain(`${APP_URL}/registrations/${formId}/confirm/${submissionId}?key=${sent.headers.get(RECEIPT_KEY_HEADER)}`);

  // Administrators: the user in their own culture (en), another address in the form's first language (fr).
  const [staff] = await received('Admin@FrontOffice.test');
  expect(staff!.subject).toBe('New registration: Summer camp');
  expect(staff!.html).toContain(`${APP_URL}/registrations/submissions/${formId}/${submissionId}`);
  expect(staff!.text).toContain(email);
  const [board] = await received('board@club.test');
  expect(board!.subject).toBe('Nouvelle inscription : Camp d’été');

  // Staff see the messages of the submission and their state: a message is marked sent just after
  // the SMTP server has accepted it, so the sink may hold it a moment before the outbox says so.
  const mailStates = async () => {
    const mails = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/mails`, headers: bearer(jwt) });
    expect(mails.statusCode).toBe(200);
    return mails.json<{ kind: string; status: string; recipient: string }[]>().map((mail) => [mail.kind, mail.recipient, mail.status]).sort();
  };
  await waitFor(async () => (await mailStates()).every(([, , status]) => status !== 'pending'), 10_000);
  expect(await mailStates()).toEqual([
    ['confirmation', email, 'sent'],
    ['submissionNotice', 'Admin@FrontOffice.test', 'sent'],
    ['submissionNotice', 'board@club.test', 'sent'],
  ]);

  // A replayed confirm records nothing more: one confirmation per submission.
  await payWithCard(ctx, formId, submissionId, '4242424242424242');
  expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId))).toHaveLength(3);
});

test('a submission without payment in English: the answers in the recipient language, recorded by the one-statement submission', async () => {
  const email = 'someone@example.com';
  const sent = await postMultipart(ctx.app, `/organizations/${LAVAL}/forms/${SAMPLE_FORM_IDS.openContact}`, {
    Content: contentOf({ 'first-name': 'Ann', 'last-name': HOSTILE, email: 'ann@example.com', 'contact-by-phone': false }),
    CustomerEmail: email,
    Culture: 'en',
  });
  expect([sent.statusCode, sent.body]).toEqual([200, expect.any(String)]);
  const [message] = await received(email);
  expect(message!.subject).toMatch(/: registration received$/);
  expect(message!.text).toContain('Your answers');
  expect(message!.text).toContain('Ann');
  expect(message!.text).toContain('I want to be contacted by phone: No');
  expect(message!.html).not.toContain('<script');
  expect(message!.html).toContain('&lt;script&gt;');
  expect(message!.html).toMatch(/^<!DOCTYPE html/i);
  expect(message!.html).toContain('lang="en"');
});

test('a later installment charged by the job sends the payer a receipt; a declined one a notice with the link to pay it with another card', async () => {
  const formId = await paidFormWithMail();
  const email = 'plan.en@example.com';
  const sent = await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3', Culture: 'en', CustomerEmail: email });
  const submissionId = sent.json<string>();
  // Stripe's "attaches, then every charge is declined" card is charged by the job later; the first charge goes through a good card.
  await payWithCard(ctx, formId, submissionId, '4242424242424242');
  const rows = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId)).orderBy(asc(paymentInstallments.position));
  const today = new Date().toISOString().slice(0, 10);
  await ctx.database.db.update(paymentInstallments).set({ dueDate: today }).where(eq(paymentInstallments.id, rows[1]!.id));
  const installments = createInstallmentQueue({
    database: ctx.database,
    db: ctx.database.db,
    providers: createCardProviders({ db: ctx.database.db, sampleMode: true }),
    schema: 'pgboss_mail',
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
  await installments.start();
  try {
    await installments.sweep();
    const [, paid] = await received(email, 2);
    expect(paid!.subject).toBe('Summer camp: payment received');
    const receipt = await receiptOf(formId, submissionId, sent.headers.get(RECEIPT_KEY_HEADER)!);
    expect(paid!.text).toContain(`We received your payment of ${formatMoney(rows[1]!.amount)} for Summer camp (payment 2 of 3)`);
    expect(paid!.text).toContain(`Paid: ${formatMoney(receipt.payment!.paid)}`);

    // The third one is declined: the card on file now refuses every charge (Stripe's 4000 0000 0000 0341).
    const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
    await ctx.database.db.update(sampleProviderSetups).set({ cardLast4: '0341' }).where(eq(sampleProviderSetups.paymentMethodId, card!.paymentMethodId!));
    await ctx.database.db.update(paymentInstallments).set({ dueDate: today }).where(eq(paymentInstallments.id, rows[2]!.id));
    await installments.sweep();
    const [, , declined] = await received(email, 3);
    expect(declined!.subject).toBe('Summer camp: payment declined, action needed');
    expect(declined!.text).toContain(`Your payment of ${formatMoney(rows[2]!.amount)} due`);
    expect(declined!.text).toMatch(/We will try your card again on \d{2}-\d{2}-\d{4}/);
    expect(declined!.html).toContain(`${APP_URL}/registrations/${formId}/confirm/${submissionId}?key=${sent.headers.get(RECEIPT_KEY_HEADER)}`);
    expect(declined!.text).toContain(`Pay with another card: ${APP_URL}/registrations/${formId}/confirm/${submissionId}?key=`);
  } finally {
    await installments.stop();
  }
});

test('past the limit per address the confirmation is recorded suppressed, never sent, and listed for staff', async () => {
  const email = 'flood@example.com';
  for (let index = 0; index < 4; index += 1) {
    const sent = await postMultipart(ctx.app, `/organizations/${LAVAL}/forms/${SAMPLE_FORM_IDS.openContact}`, {
      Content: contentOf({ 'first-name': 'F', 'last-name': `L${index}`, email: 'f@example.com', 'contact-by-phone': false }),
      CustomerEmail: email,
      Culture: 'en',
    });
    expect([sent.statusCode, sent.body]).toEqual([200, expect.any(String)]);
  }
  // Three confirmations to that address in the hour, then the fourth is suppressed.
  expect(await received(email, 3)).toHaveLength(3);
  // A message is marked sent just after the SMTP server took it: wait for the marks, not only the arrivals.
  const statuses = async () => (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(asc(mailOutbox.createdAt))).map((row) => row.status);
  for (let tries = 0; tries < 50 && (await statuses()).filter((status) => status === 'sent').length < 3; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'suppressed']);
  expect(await received(email, 4, 2_000)).toHaveLength(3);
  const failed = await ctx.call({ url: `/api/organizations/${LAVAL}/mails/failed`, headers: bearer(jwt) });
  expect(failed.statusCode).toBe(200);
  expect(failed.json<{ data: { recipient: string; status: string }[] }>().data.filter((mail) => mail.recipient === email)).toEqual([expect.objectContaining({ status: 'suppressed' })]);
});

test('a key already recorded records nothing: at most one confirmation per submission', async () => {
  const [confirmation] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'confirmation')).limit(1);
  const service = mailServiceOf(ctx.database.db)!;
  const again = await recordDrafts(ctx.database.db, service, [
    { key: confirmation!.idempotencyKey, kind: 'confirmation', submissionId: confirmation!.submissionId, formId: confirmation!.formId, recipient: 'other@example.com', culture: 'en', subject: 's', html: 'h', text: 't', limits: { address: false, form: false } },
  ]);
  expect(again).toEqual([]);
  expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, confirmation!.idempotencyKey))).toHaveLength(1);
});

test('an SMTP server that refuses: retried, then failed for good and listed for staff', async () => {
  const [form] = await ctx.database.db.select({ id: forms.id }).from(forms).where(eq(forms.id, SAMPLE_FORM_IDS.openContact));
  const broken = createMailQueue({
    database: ctx.database,
    db: ctx.database.db,
    // Nothing listens there: every send fails.
    transport: smtpTransport('smtp://127.0.0.1:9'),
    from: 'Club <no-reply@club.test>',
    schema: 'pgboss_mail_broken',
    pollingIntervalSeconds: 0.5,
    retryLimit: 1,
    retryDelaySeconds: 1,
    schedule: false,
  });
  const service = mailServiceOf(ctx.database.db)!;
  const ids = await recordDrafts(ctx.database.db, service, [
    { key: `test:${Date.now()}`, kind: 'submissionNotice', submissionId: null, formId: form!.id, recipient: 'nobody@example.com', culture: 'en', subject: 'x', html: '<p>x</p>', text: 'x', limits: { address: false, form: false } },
  ]);
  // Recorded before the queue starts: its start-up sweep takes it (one job). Enqueuing it again
  // here could add a second job once the first is running (the stately policy allows one waiting
  // beside one running), and that job's attempt would count too.
  await broken.start();
  try {
    const until = Date.now() + 30_000;
    let row;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids[0]!));
    } while (row?.status === 'pending' && Date.now() < until);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const failed = await ctx.call({ url: `/api/organizations/${LAVAL}/mails/failed`, headers: bearer(jwt) });
    expect(failed.json<{ data: { id: string; status: string }[] }>().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: ids[0], status: 'failed' })]));
  } finally {
    await broken.stop();
  }
});

test('a recipient the receiving server refuses for good (550): failed after one attempt, never retried, listed for staff page by page with the reason and the form', async () => {
  const email = `parent.${Date.now()}@school.invalid`;
  const sent = await submit(ctx, SAMPLE_FORM_IDS.openContact, { 'first-name': 'Camille', 'last-name': 'Tremblay', email, 'contact-by-phone': false }, { CustomerEmail: email, Culture: 'en' });
  expect(sent.statusCode).toBe(200);
  const submissionId = sent.json<string>();
  const until = Date.now() + 20_000;
  let row;
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId));
  } while (row?.status !== 'failed' && Date.now() < until);
  expect(row).toMatchObject({ kind: 'confirmation', recipient: email, status: 'failed', attempts: 1 });
  // Failed at the first attempt: a refusal the queue would retry stays pending for its retries (10 s, then longer).
  expect(row!.lastError).toMatch(/550/);
  expect(await received(email, 1, 500)).toEqual([]);
  // Staff read the undelivered page by page, newest first, each with its form's name.
  const page = async (number: number) => {
    const response = await ctx.call({ url: `/api/organizations/${LAVAL}/mails/failed`, query: { page: String(number), pageSize: '1' }, headers: bearer(jwt) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: string; status: string; lastError: string; formName: unknown }[]; totalCount: number }>();
  };
  const [form] = await ctx.database.db.select({ name: forms.name }).from(forms).where(eq(forms.id, SAMPLE_FORM_IDS.openContact));
  const first = await page(1);
  expect(first.data).toEqual([expect.objectContaining({ id: row!.id, status: 'failed', lastError: expect.stringMatching(/550/), formName: form!.name })]);
  expect(first.totalCount).toBeGreaterThan(1);
  const second = await page(2);
  expect(second.data).toHaveLength(1);
  expect(second.data[0]!.id).not.toBe(row!.id);
  expect(second.totalCount).toBe(first.totalCount);
});

test('/sample-mail lists the captured messages newest first, each as HTML and text, and JSON; not served outside sample mode', async () => {
  const page = await ctx.call({ url: '/sample-mail' });
  expect(page.statusCode).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/text\/html/);
  const list = await ctx.call({ url: '/sample-mail/messages.json' });
  const messages = list.json<{ id: number; to: string; subject: string; text: string; html: string; date: string }[]>();
  expect(messages.length).toBeGreaterThan(3);
  const dates = messages.map((message) => message.date);
  expect([...dates].sort().reverse()).toEqual(dates);
  // User text is escaped on the list page too.
  expect(page.body).not.toContain('<script>');
  expect(page.body).toContain(messages[0]!.to);
  const html = await ctx.call({ url: `/sample-mail/${messages[0]!.id}/html` });
  expect(html.body).toBe(messages[0]!.html);
  expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
  const text = await ctx.call({ url: `/sample-mail/${messages[0]!.id}/text` });
  expect(text.headers.get('content-type')).toMatch(/text\/plain/);
  expect(text.body).toBe(messages[0]!.text);
  expect((await ctx.call({ url: '/sample-mail/999999999/html' })).statusCode).toBe(404);
  // An id that is no message number, or a format other than html and text, is refused by the route's schema.
  for (const url of ['/sample-mail/abc/html', '/sample-mail/0/html', `/sample-mail/${messages[0]!.id}/pdf`]) {
    expect([url, (await ctx.call({ url })).statusCode]).toEqual([url, 400]);
  }

  const production = await ctx.buildSibling({ sampleMode: false, recaptchaVerifier: async () => true });
  expect((await production.call({ url: '/sample-mail' })).statusCode).toBe(404);
  expect((await production.call({ url: '/sample-mail/messages.json' })).statusCode).toBe(404);
});
