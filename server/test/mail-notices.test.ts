/** @jest-environment ./test/pglite-environment.ts */
// Issue 19: the notices that follow a registration, each delivered through the outbox and a real
// SMTP exchange (nodemailer → the embedded smtp-server, parsed by mailparser) before it is read
// here: refund and cancellation to the payer (staff acting through the real routes), a failed
// installment to the administrators, the per-form limit, and a payer address refused; issue 20:
// a charge the bank wants authenticated, a dispute's steps, a refund failed after it was announced.
import { and, asc, eq } from 'drizzle-orm';
import { formatMoney } from '@front-office/shared/core';
import type { Receipt } from '@front-office/shared/core';
import { mailOutbox, paymentInstallments, sampleProviderSetups, submissionPayments, submissionRefunds } from '../src/db/schema';
import { RECEIPT_KEY_HEADER } from '../src/routes/submissions/public-submission';
import { chargeInstallment, settleCharge } from '../src/services/payments/charge-installment';
import { mailServiceOf, recordDisputeMails, recordRefundFailedMail, wakeAfterCommit } from '../src/services/mail/mail-service';
import type { DisputeNotice } from '../src/services/mail/compose';
import { settleRefund } from '../src/services/submissions/refund-settling';
import { DEFAULT_INSTALLMENT_RETRY_DAYS } from '../src/config';
import { createCardProviders } from '../src/services/payments/card-providers';
import { ACCOUNTS, bearer, signIn } from './helper';
import { MAIL_APP_URL, startMailTest } from './mail-support';
import type { MailTest } from './mail-support';
import type { TestContext } from './helper';
import { LAVAL, insertPaidForm, payWithCard, submit, waitFor } from './payments-support';

const APP_URL = MAIL_APP_URL;
/** Messages a form may send in an hour (FO_MAIL_LIMIT_PER_FORM), small so a few submissions pass it. */
const FORM_LIMIT = 3;

let mail: MailTest;
let ctx: TestContext;
let manager: string;

beforeAll(async () => {
  mail = await startMailTest({ limits: { perAddress: 100, perForm: FORM_LIMIT }, schema: 'pgboss_notices' });
  ctx = mail.ctx;
  manager = await signIn(ctx, ACCOUNTS.manager);
});
afterAll(() => mail.close());

const received = (to: string, count?: number, timeoutMs?: number) => mail.received(to, count, timeoutMs);

const post = (url: string, body: unknown = {}) =>
  ctx.call({ method: 'POST', url, headers: { ...bearer(manager), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const paymentUrl = (action: 'refund' | 'cancel', paymentId: string, lineId: string) => `/api/organizations/${LAVAL}/payment/${paymentId}/${action}/${lineId}`;

interface PaymentBody {
  id: string;
  paymentDetails: { id: string; status: string; total: number; date: string }[];
}

async function receiptOf(formId: string, submissionId: string, key: string): Promise<Receipt> {
  const response = await ctx.call({ url: `/api/public/forms/${formId}/submissions/${submissionId}/receipt`, query: { key } });
  expect(response.statusCode).toBe(200);
  return response.json<Receipt>();
}

/** A registration on the 3-installment plan, its first installment charged: the payer's confirmation has arrived. */
async function planPaid(email: string, culture: 'fr' | 'en', emails: string[] = []) {
  const formId = await insertPaidForm(ctx, {
    name: [
      { culture: 'fr', value: 'Camp d’été' },
      { culture: 'en', value: 'Summer camp' },
    ],
    localizations: ['fr', 'en'],
    emailContent: { emails, content: [] },
  });
  const sent = await submit(ctx, formId, { weeks: ['week-1', 'week-2'] }, { PaymentMode: 'plan-3', Culture: culture, CustomerEmail: email });
  expect([sent.statusCode, sent.body]).toEqual([200, expect.any(String)]);
  const submissionId = sent.json<string>();
  expect((await payWithCard(ctx, formId, submissionId, '4242424242424242')).confirm.statusCode).toBe(200);
  expect(await received(email)).toHaveLength(1);
  const details = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/details`, headers: bearer(manager) });
  const payment = details.json<{ submission: { payment: PaymentBody } }>().submission.payment;
  return { formId, submissionId, payment, key: sent.headers.get(RECEIPT_KEY_HEADER)! };
}

test('staff refund part of a charged installment: the payer is told the amount refunded, with the receipt as the books now stand', async () => {
  const email = 'refund.fr@example.com';
  const { formId, submissionId, payment, key } = await planPaid(email, 'fr');
  const first = payment.paymentDetails[0]!;
  const amount = 2500;
  const refund = await post(paymentUrl('refund', payment.id, first.id), { amount });
  expect([refund.statusCode, refund.body]).toEqual([200, expect.any(String)]);

  const [, notice, ...others] = await received(email, 2);
  expect(others).toEqual([]);
  expect(notice!.subject).toBe('Camp d’été : remboursement');
  // The amount is the refund the books hold, and the receipt's figures are the receipt page's own.
  const [booked] = await ctx.database.db.select().from(submissionRefunds).where(and(eq(submissionRefunds.submissionId, submissionId), eq(submissionRefunds.kind, 'refund')));
  expect(booked).toMatchObject({ amount, status: 'succeeded' });
  expect(notice!.text).toContain(`Nous avons remboursé ${formatMoney(booked!.amount)} de votre paiement pour Camp d’été.`);
  const receipt = await receiptOf(formId, submissionId, key);
  expect(receipt.payment!.refunded).toBe(amount);
  expect(notice!.text).toContain(`Remboursé : ${formatMoney(receipt.payment!.refunded)}`);
  expect(notice!.text).toContain(`Payé : ${formatMoney(receipt.payment!.paid)}`);
  expect(notice!.html).toContain(`${APP_URL}/registrations/${formId}/confirm/${submissionId}?key=${key}`);

  const mails = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/mails`, headers: bearer(manager) });
  expect(mails.json<{ kind: string; status: string }[]>().map((mail) => [mail.kind, mail.status])).toEqual([
    ['refund', 'sent'],
    ['confirmation', 'sent'],
  ]);
});

test('staff cancel the middle planned installment: the payer is told each payment stopped and their sum, as the books hold them', async () => {
  const email = 'cancel.en@example.com';
  const { formId, submissionId, payment, key } = await planPaid(email, 'en');
  const [, second, third] = payment.paymentDetails;
  const cancel = await post(paymentUrl('cancel', payment.id, second!.id));
  expect(cancel.statusCode).toBe(200);
  expect(cancel.json<{ payment: PaymentBody }>().payment.paymentDetails.map((line) => line.status)).toEqual(['succeeded', 'canceled', 'canceled']);

  const [, notice] = await received(email, 2);
  expect(notice!.subject).toBe('Summer camp: payments canceled');
  expect(notice!.text).toContain(`The 2 payments below for Summer camp, ${formatMoney(second!.total + third!.total)} in all, were canceled`);
  const receipt = await receiptOf(formId, submissionId, key);
  const lines = receipt.payment!.lines;
  expect(lines.map((line) => line.state)).toEqual(['paid', 'canceled', 'canceled']);
  for (const line of lines.slice(1)) expect(notice!.text).toContain(`${formatMoney(line.total)} (canceled)`);
  expect(lines.slice(1).map((line) => line.total)).toEqual([second!.total, third!.total]);
  expect(notice!.text).toContain(`Paid: ${formatMoney(receipt.payment!.paid)}`);

  // Canceling the last one alone names that one payment.
  const single = await planPaid('cancel.one@example.com', 'en');
  const last = single.payment.paymentDetails[2]!;
  expect((await post(paymentUrl('cancel', single.payment.id, last.id))).statusCode).toBe(200);
  const [, one] = await received('cancel.one@example.com', 2);
  expect(one!.subject).toBe('Summer camp: payment canceled');
  expect(one!.text).toContain(`The payment of ${formatMoney(last.total)} due `);
  expect(one!.text).toContain('was canceled: nothing will be charged.');
});

test('an installment declined on every attempt: the payer is told each time, the administrators once it failed for good', async () => {
  const email = 'failing@example.com';
  const { submissionId, payment } = await planPaid(email, 'en', ['Admin@FrontOffice.test', 'board.fail@club.test']);
  expect(await received('board.fail@club.test')).toHaveLength(1);
  const second = payment.paymentDetails[1]!;
  // The card on file now refuses every charge (Stripe's 4000 0000 0000 0341).
  const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
  await ctx.database.db.update(sampleProviderSetups).set({ cardLast4: '0341' }).where(eq(sampleProviderSetups.paymentMethodId, card!.paymentMethodId!));
  const providers = createCardProviders({ db: ctx.database.db, sampleMode: true });
  // The installment job's attempts: the first, then one after each retry delay.
  let now = new Date(`${second.date}T12:00:00Z`);
  for (const days of [0, ...DEFAULT_INSTALLMENT_RETRY_DAYS]) {
    now = new Date(now.getTime() + days * 86_400_000);
    expect(await chargeInstallment(ctx.database.db, providers, second.id, { now })).toMatchObject({ outcome: 'failed' });
  }
  const attempts = DEFAULT_INSTALLMENT_RETRY_DAYS.length + 1;
  const payer = await received(email, 1 + attempts);
  expect(payer.slice(1).map((message) => message.subject)).toEqual(Array(attempts).fill('Summer camp: payment declined, action needed'));
  // Delivered over a pool of connections, so in any order: the last attempt alone says it stops there.
  const final = payer.slice(1).filter((message) => message.text.includes('It will not be tried again: please pay it with another card.'));
  expect(final).toHaveLength(1);
  expect(payer.slice(1).filter((message) => message.text.includes('We will try your card again on '))).toHaveLength(attempts - 1);

  // The administrators: the notice of the registration, then the failure, each in their language.
  const [, admin] = await received('Admin@FrontOffice.test', 2);
  expect(admin!.subject).toBe('Payment failed: Summer camp');
  expect(admin!.text).toContain(`The payment of ${formatMoney(second.total)} due `);
  expect(admin!.text).toContain('failed and will not be tried again (generic_decline)');
  expect(admin!.html).toContain(`${APP_URL}/registrations/submissions/`);
  const [, board] = await received('board.fail@club.test', 2);
  expect(board!.subject).toBe('Paiement échoué : Camp d’été');
  expect(board!.text).toContain(`Le paiement de ${formatMoney(second.total)} prévu le `);
  // A message is marked sent once the SMTP server has answered, which can come just after it was received.
  const notices = () => ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.submissionId, submissionId), eq(mailOutbox.kind, 'installmentFailedNotice')));
  await waitFor(async () => (await notices()).every((notice) => notice.status !== 'pending'));
  expect((await notices()).map((notice) => notice.status)).toEqual(['sent', 'sent']);
});

test('past the per-form hourly limit a submission’s messages are recorded suppressed, never sent, and listed for staff', async () => {
  const formId = await insertPaidForm(ctx, { paymentOptional: true, emailContent: { emails: ['board.limit@club.test'], content: [] } });
  const payers = ['limit0@example.com', 'limit1@example.com', 'limit2@example.com'];
  const ids: string[] = [];
  for (const email of payers) {
    const sent = await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMethod: 'other', CustomerEmail: email, Culture: 'en' });
    expect([sent.statusCode, sent.body]).toEqual([200, expect.any(String)]);
    ids.push(sent.json<string>());
  }
  // Each submission records a confirmation and a notice: three fit in the hour (the second
  // submission's confirmation is the third), every later one is suppressed.
  const statuses = async (submissionId: string) =>
    (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId)).orderBy(asc(mailOutbox.kind))).map((mail) => [mail.kind, mail.status]);
  expect(await statuses(ids[0]!)).toEqual([['confirmation', expect.stringMatching(/pending|sent/)], ['submissionNotice', expect.stringMatching(/pending|sent/)]]);
  expect(await statuses(ids[1]!)).toEqual([['confirmation', expect.stringMatching(/pending|sent/)], ['submissionNotice', 'suppressed']]);
  expect(await statuses(ids[2]!)).toEqual([['confirmation', 'suppressed'], ['submissionNotice', 'suppressed']]);

  expect(await received('limit1@example.com')).toHaveLength(1);
  expect(await received('board.limit@club.test')).toHaveLength(1);
  await mail.queue.sweep(new Date());
  expect(await received('limit2@example.com', 1, 2_000)).toEqual([]);
  expect(await received('board.limit@club.test', 2, 1_000)).toHaveLength(1);

  const failed = await ctx.call({ url: `/api/organizations/${LAVAL}/mails/failed`, headers: bearer(manager) });
  expect(failed.statusCode).toBe(200);
  const listed = failed.json<{ data: { formId: string; recipient: string; status: string }[] }>().data.filter((mail) => mail.formId === formId);
  expect(listed.map((mail) => [mail.recipient, mail.status]).sort()).toEqual([
    ['board.limit@club.test', 'suppressed'],
    ['board.limit@club.test', 'suppressed'],
    ['limit2@example.com', 'suppressed'],
  ]);
});

test('a payer address that is not one address is refused with 400 and nothing is recorded or sent', async () => {
  const formId = await insertPaidForm(ctx, { paymentOptional: true, emailContent: { emails: ['board.refused@club.test'], content: [] } });
  for (const address of ['not-an-address', 'a@example.com, b@example.com', 'a@example.com\r\nBcc: victim@example.com', '<a@example.com>', 'a@']) {
    const sent = await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMethod: 'other', CustomerEmail: address, Culture: 'en' });
    expect([address, sent.statusCode]).toEqual([address, 400]);
    expect(sent.json<{ errors: string[] }>().errors).toEqual(['invalidCustomerEmail']);
  }
  expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.formId, formId))).toEqual([]);
  expect(await received('victim@example.com', 1, 500)).toEqual([]);
});

/** The messages `to` received about one submission (the staff link names it), once `count` arrived or after `timeoutMs`. */
async function receivedAbout(to: string, submissionId: string, count: number, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = (await received(to, 0, 0)).filter((message) => message.text.includes(submissionId));
    if (rows.length >= count || Date.now() > until) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mail service's wake-up after the caller's commit, as the webhook path does it. */
async function recordInTransaction(record: (tx: typeof ctx.database.db) => Promise<string[]>): Promise<void> {
  const service = mailServiceOf(ctx.database.db);
  const ids = await ctx.database.db.transaction((tx) => record(tx));
  wakeAfterCommit(service, ids);
}

test('issue 20 §3: a later installment the bank wants authenticated: the payer is asked to confirm it with their bank, with the link, not told it was declined', async () => {
  const email = 'authenticate@example.com';
  const { formId, submissionId, payment, key } = await planPaid(email, 'en');
  const [installment] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, payment.paymentDetails[1]!.id));
  expect(await settleCharge(ctx.database.db, { ...installment!, attempts: 1 }, { status: 'requires_action', paymentIntentId: 'pi_needs_authentication' })).toBe(true);

  const [, notice, ...others] = await received(email, 2);
  expect(others).toEqual([]);
  expect(notice!.subject).toBe('Summer camp: payment to confirm with your bank');
  expect(notice!.text).toContain(`Your payment of ${formatMoney(installment!.amount)} due `);
  expect(notice!.text).toContain('needs your confirmation with your bank.');
  expect(notice!.text).toContain('Nothing was charged yet.');
  expect(notice!.text).toContain(`Confirm the payment: ${APP_URL}/registrations/${formId}/confirm/${submissionId}?key=${key}`);
  expect(notice!.text).not.toMatch(/declined|another card/);
  const [recorded] = await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.submissionId, submissionId), eq(mailOutbox.kind, 'installmentActionRequired')));
  expect(recorded!.idempotencyKey).toBe(`installmentActionRequired:${installment!.id}:1`);

  // In French, its own words too.
  const french = await planPaid('authentifier@example.com', 'fr');
  const [other] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, french.payment.paymentDetails[1]!.id));
  await settleCharge(ctx.database.db, { ...other!, attempts: 1 }, { status: 'requires_action', paymentIntentId: 'pi_needs_authentication_fr' });
  const [, avis] = await received('authentifier@example.com', 2);
  expect(avis!.subject).toBe('Camp d’été : paiement à confirmer auprès de votre banque');
  expect(avis!.text).toContain('Rien n’a encore été prélevé.');
  expect(avis!.text).toContain('Confirmer le paiement : ');
});

test('issue 20 §1: a dispute opened then lost: the administrators are told each step once, in their language, with the link to the registration', async () => {
  const { submissionId, payment } = await planPaid('disputed@example.com', 'en', ['Admin@FrontOffice.test', 'board.dispute@club.test']);
  expect(await received('board.dispute@club.test')).toHaveLength(1);
  const amount = payment.paymentDetails[0]!.total;
  const opened: DisputeNotice = { id: `dp_${submissionId}`, amount, reason: 'fraudulent', outcome: null };
  const service = mailServiceOf(ctx.database.db)!;
  await recordInTransaction((tx) => recordDisputeMails(tx, service, submissionId, opened));
  // A replayed event records nothing more.
  await recordInTransaction((tx) => recordDisputeMails(tx, service, submissionId, opened));

  const [, admin] = await receivedAbout('Admin@FrontOffice.test', submissionId, 2);
  expect(admin!.subject).toBe('Payment disputed: Summer camp');
  expect(admin!.text).toContain(`disputes a payment of ${formatMoney(amount)} of a registration for Summer camp (reason: fraudulent). The bank holds this amount until it decides.`);
  expect(admin!.text).toContain('Answer the dispute from your payment provider’s dashboard');
  expect(admin!.text).toContain(`${APP_URL}/registrations/submissions/`);
  expect(admin!.text).toContain(submissionId);
  const [, board] = await received('board.dispute@club.test', 2);
  expect(board!.subject).toBe('Paiement contesté : Camp d’été');
  expect(board!.text).toContain(`conteste un paiement de ${formatMoney(amount)} d’une inscription à Camp d’été (motif : fraudulent).`);

  await recordInTransaction((tx) => recordDisputeMails(tx, service, submissionId, { ...opened, outcome: 'lost' }));
  const [, , lost] = await receivedAbout('Admin@FrontOffice.test', submissionId, 3);
  expect(lost!.subject).toBe('Dispute lost: Summer camp');
  expect(lost!.text).toContain(`The bank decided the dispute of ${formatMoney(amount)} of a registration for Summer camp in the cardholder’s favour`);
  const [, , perdue] = await received('board.dispute@club.test', 3);
  expect(perdue!.subject).toBe('Contestation perdue : Camp d’été');
  const notices = await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.submissionId, submissionId), eq(mailOutbox.kind, 'disputeNotice')));
  expect(notices.map((notice) => notice.idempotencyKey).sort()).toEqual([
    `disputeNotice:${opened.id}:lost:admin@frontoffice.test`,
    `disputeNotice:${opened.id}:lost:board.dispute@club.test`,
    `disputeNotice:${opened.id}:opened:admin@frontoffice.test`,
    `disputeNotice:${opened.id}:opened:board.dispute@club.test`,
  ]);
  // The payer is told nothing of it (their bank is the one that opened it).
  expect(await received('disputed@example.com', 2, 500)).toHaveLength(1);
});

test('issue 20 §1: a refund announced to the payer that the provider then fails: the payer is told it was not made (the receipt without it), the administrators that it can be made again', async () => {
  const email = 'refund.failed@example.com';
  const { formId, submissionId, payment, key } = await planPaid(email, 'en', ['board.refund@club.test']);
  expect(await received('board.refund@club.test')).toHaveLength(1);
  const first = payment.paymentDetails[0]!;
  expect((await post(paymentUrl('refund', payment.id, first.id), { amount: 2500 })).statusCode).toBe(200);
  const [, announced] = await received(email, 2);
  expect(announced!.subject).toBe('Summer camp: refund');

  const [refund] = await ctx.database.db.select().from(submissionRefunds).where(and(eq(submissionRefunds.submissionId, submissionId), eq(submissionRefunds.kind, 'refund')));
  expect(await settleRefund(ctx.database.db, refund!.providerReference!, 'failed', null)).toBe('applied');
  const service = mailServiceOf(ctx.database.db)!;
  await recordInTransaction((tx) => recordRefundFailedMail(tx, service, submissionId, { id: refund!.id, amount: refund!.amount }));
  await recordInTransaction((tx) => recordRefundFailedMail(tx, service, submissionId, { id: refund!.id, amount: refund!.amount }));

  const [, , notice, ...others] = await received(email, 3);
  expect(others).toEqual([]);
  expect(notice!.subject).toBe('Summer camp: refund not made');
  expect(notice!.text).toContain(`The refund of ${formatMoney(2500)} for Summer camp we told you about could not be made by the payment provider: nothing was given back.`);
  const receipt = await receiptOf(formId, submissionId, key);
  expect(receipt.payment!.refunded).toBe(0);
  expect(notice!.text).not.toContain('Refunded:');
  expect(notice!.text).toContain(`See your receipt: ${APP_URL}/registrations/${formId}/confirm/${submissionId}?key=${key}`);
  const [, board] = await received('board.refund@club.test', 2);
  expect(board!.subject).toBe('Remboursement échoué : Camp d’été');
  expect(board!.text).toContain(`Le remboursement de ${formatMoney(2500)} d’une inscription à Camp d’été a échoué`);
  expect(await received('board.refund@club.test', 3, 500)).toHaveLength(2);
});
