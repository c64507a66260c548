import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@front-office/shared/router';
import { LAVAL, changeLanguage, renderWithPlatform, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';
import type { StubAnswer } from '../../../../../build/jest/remote-test-kit';
import pages from '../../../pages';
import type { StaffMail } from '../api/types';
import { FORM, makeSubmission, rights, setUpSubmissionPageTests } from '../test-support';

setUpSubmissionPageTests();

const detailPath = '/api/organizations/o2/forms/f1/submissions/s1/details';
const historyPath = '/api/organizations/o2/forms/f1/submissions/s1/history';
const mailsPath = '/api/organizations/o2/forms/f1/submissions/s1/mails';
const listPath = '/api/organizations/o2/forms/f1/submissions/details';
const failedPath = '/api/organizations/o2/mails/failed';

const mail = (id: string, overrides: Partial<StaffMail>): StaffMail => ({
  id,
  submissionId: 's1',
  formId: 'f1',
  kind: 'confirmation',
  recipient: 'payer@example.org',
  subject: 'Summer camp: registration received',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-02-11T12:00:00.000Z',
  sentAt: '2026-02-11T12:00:05.000Z',
  ...overrides,
});

// Newest first, as the server answers: a notice to staff that failed for good, a suppressed receipt, the sent confirmation.
const SUBMISSION_MAILS = [
  mail('m3', { kind: 'submissionNotice', recipient: 'board@club.test', subject: 'New submission: Summer camp', status: 'failed', attempts: 5, lastError: 'Can\'t send mail - all recipients were rejected: 550 5.1.1 <board@club.test>: Recipient address rejected', sentAt: null, createdAt: '2026-02-13T12:00:00.000Z' }),
  mail('m2', { kind: 'installmentPaid', subject: 'Summer camp: installment receipt', status: 'suppressed', attempts: 0, sentAt: null, createdAt: '2026-02-12T12:00:00.000Z' }),
  mail('m1', {}),
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPage(path: string, answers: Record<string, StubAnswer>, who = rights()) {
  const requests = stubApi({
    [`GET ${detailPath}`]: { status: 200, body: { form: FORM, submission: makeSubmission(1) } },
    [`GET ${historyPath}`]: { status: 200, body: [] },
    [`GET ${listPath}`]: { status: 200, body: { form: FORM, submissions: { data: [makeSubmission(1)], totalCount: 1 } } },
    ...answers,
  });
  signInTestUser(LAVAL, who);
  renderWithPlatform(
    <>
      <Routes>
        <Route path="/registrations/submissions/:formId" element={<pages.SubmissionsList />} />
        <Route path="/registrations/submissions/:formId/:submissionId" element={<pages.SubmissionDetail />} />
      </Routes>
      <Location />
    </>,
    path,
  );
  return requests;
}

const items = (container: HTMLElement) => within(container).getAllByTestId('mail-item');

describe('issue 19: the e-mails of a submission on its detail', () => {
  it('lists each message with its kind, recipient, subject, state, date and, when not delivered, why (English)', async () => {
    renderPage('/registrations/submissions/f1/s1', { [`GET ${mailsPath}`]: { status: 200, body: SUBMISSION_MAILS } });
    const section = await screen.findByRole('region', { name: 'E-mails' });
    await within(section).findByText('New submission: Summer camp');
    const [notice, receipt, confirmation] = items(section);

    expect(within(notice!).getByText('Failed')).toBeInTheDocument();
    expect(within(notice!).getByText('New submission notice to staff · To board@club.test')).toBeInTheDocument();
    expect(within(notice!).getByText('Recorded on 13-02-2026 · 5 attempts')).toBeInTheDocument();
    expect(within(notice!).getByText('The recipient’s address was refused by the mail server.')).toBeInTheDocument();
    expect(within(notice!).getByText(/^Mail server’s answer: Can't send mail - all recipients were rejected: 550/)).toBeInTheDocument();

    expect(within(receipt!).getByText('Summer camp: installment receipt')).toBeInTheDocument();
    expect(within(receipt!).getByText('Not sent')).toBeInTheDocument();
    expect(within(receipt!).getByText('Installment receipt · To payer@example.org')).toBeInTheDocument();
    expect(within(receipt!).getByText('Not sent: too many e-mails went to this address (or from this form) within the hour, the sending limit.')).toBeInTheDocument();

    expect(within(confirmation!).getByText('Sent')).toBeInTheDocument();
    expect(within(confirmation!).getByText('Registration confirmation · To payer@example.org')).toBeInTheDocument();
    expect(within(confirmation!).getByText('Recorded on 11-02-2026 · Sent on 11-02-2026')).toBeInTheDocument();
    expect(within(confirmation!).queryByText(/Mail server’s answer/)).not.toBeInTheDocument();
  });

  it('says the same in French', async () => {
    renderPage('/registrations/submissions/f1/s1', { [`GET ${mailsPath}`]: { status: 200, body: SUBMISSION_MAILS } });
    await screen.findByText('New submission: Summer camp');
    await changeLanguage('fr');
    const section = screen.getByRole('region', { name: 'Courriels' });
    const [notice, receipt, confirmation] = items(section);
    expect(within(notice!).getByText('Échec')).toBeInTheDocument();
    expect(within(notice!).getByText('Avis de nouvelle soumission au personnel · À board@club.test')).toBeInTheDocument();
    expect(within(notice!).getByText('Enregistré le 13-02-2026 · 5 tentatives')).toBeInTheDocument();
    expect(within(notice!).getByText('L’adresse du destinataire a été refusée par le serveur de courriel.')).toBeInTheDocument();
    expect(within(receipt!).getByText('Non envoyé')).toBeInTheDocument();
    expect(within(receipt!).getByText('Non envoyé : trop de courriels sont partis vers cette adresse (ou depuis ce formulaire) dans l’heure, la limite d’envoi.')).toBeInTheDocument();
    expect(within(confirmation!).getByText('Envoyé')).toBeInTheDocument();
    expect(within(confirmation!).getByText('Confirmation d’inscription · À payer@example.org')).toBeInTheDocument();
  });

  it('says a waiting message failed once and will be tried again', async () => {
    renderPage('/registrations/submissions/f1/s1', { [`GET ${mailsPath}`]: { status: 200, body: [mail('m1', { status: 'pending', attempts: 2, sentAt: null, lastError: 'connect ECONNREFUSED 127.0.0.1:25' })] } });
    const section = await screen.findByRole('region', { name: 'E-mails' });
    expect(await within(section).findByText('Waiting')).toBeInTheDocument();
    expect(within(section).getByText('Delivery failed; it will be tried again. The mail server could not be reached.')).toBeInTheDocument();
  });

  it('shows a loading state while the e-mails load', async () => {
    renderPage('/registrations/submissions/f1/s1', { [`GET ${mailsPath}`]: 'pending' });
    const section = await screen.findByRole('region', { name: 'E-mails' });
    expect(within(section).getByText('Loading the e-mails…')).toBeInTheDocument();
  });

  it('says when no e-mail was sent', async () => {
    renderPage('/registrations/submissions/f1/s1', { [`GET ${mailsPath}`]: { status: 200, body: [] } });
    expect(await screen.findByText('No e-mail was sent for this submission.')).toBeInTheDocument();
  });

  it('says when the e-mails could not be loaded', async () => {
    renderPage('/registrations/submissions/f1/s1', { [`GET ${mailsPath}`]: { status: 403, body: { message: 'Forbidden' } } });
    const section = await screen.findByRole('region', { name: 'E-mails' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('An error occured');
  });

  it('is not asked for nor shown without FORM_SUBMISSION read, the right the server requires', async () => {
    const requests = renderPage('/registrations/submissions/f1/s1', { [`GET ${mailsPath}`]: { status: 200, body: SUBMISSION_MAILS } }, rights({ read: false }));
    await screen.findByRole('heading', { level: 2, name: 'History' });
    expect(screen.queryByRole('region', { name: 'E-mails' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain(mailsPath);
  });
});

describe('issue 19: the organization’s undelivered e-mails on the submissions list', () => {
  const poolParty = [
    { culture: 'en', value: 'Pool party' },
    { culture: 'fr', value: 'Fête à la piscine' },
  ];
  const FAILED_MAILS = [
    { ...mail('m9', { formId: 'f9', submissionId: 's7', kind: 'refund', recipient: 'parent@example.org', subject: 'Pool party: refund', status: 'failed', attempts: 5, lastError: 'connect ETIMEDOUT 10.0.0.1:587', sentAt: null, createdAt: '2026-02-14T12:00:00.000Z' }), formName: poolParty },
    { ...mail('m2', { kind: 'confirmation', status: 'suppressed', attempts: 0, sentAt: null }), formName: 'Camp' },
  ];
  const FAILED = { data: FAILED_MAILS, totalCount: 2 };

  it('shows a notice with their count, and on demand their list with a link to each submission (English)', async () => {
    renderPage('/registrations/submissions/f1', { [`GET ${failedPath}`]: { status: 200, body: FAILED } });
    expect(await screen.findByText('2 e-mails of this organization were not delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'E-mails not delivered' })).not.toBeInTheDocument();

    const show = screen.getByRole('button', { name: 'Show them' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(screen.getByRole('button', { name: 'Hide them' })).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('region', { name: 'E-mails not delivered' });
    const [refund, confirmation] = items(list);
    expect(within(refund!).getByText('Pool party: refund')).toBeInTheDocument();
    expect(within(refund!).getByText('Refund notice · To parent@example.org')).toBeInTheDocument();
    expect(within(refund!).getByText('The mail server could not be reached.')).toBeInTheDocument();
    expect(within(refund!).getByText('Recorded on 14-02-2026 · 5 attempts')).toBeInTheDocument();
    expect(within(refund!).getByText('Form: Pool party')).toBeInTheDocument();
    expect(within(confirmation!).getByText('Not sent: too many e-mails went to this address (or from this form) within the hour, the sending limit.')).toBeInTheDocument();

    await userEvent.click(within(refund!).getByRole('link', { name: 'Open the submission of this e-mail to parent@example.org' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/registrations\/submissions\/f9\/s7$/);
  });

  it('says the same in French', async () => {
    renderPage('/registrations/submissions/f1', { [`GET ${failedPath}`]: { status: 200, body: FAILED } });
    await screen.findByText('2 e-mails of this organization were not delivered.');
    await changeLanguage('fr');
    expect(screen.getByText('2 courriels de cette organisation n’ont pas été remis.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Les afficher' }));
    const list = screen.getByRole('region', { name: 'Courriels non remis' });
    const [refund] = items(list);
    expect(within(refund!).getByText('Échec')).toBeInTheDocument();
    expect(within(refund!).getByText('Avis de remboursement · À parent@example.org')).toBeInTheDocument();
    expect(within(refund!).getByText('Le serveur de courriel n’a pas pu être joint.')).toBeInTheDocument();
    expect(within(refund!).getByText('Formulaire : Fête à la piscine')).toBeInTheDocument();
    expect(within(refund!).getByRole('link', { name: 'Ouvrir la soumission de ce courriel à parent@example.org' })).toHaveAttribute('href', '/registrations/submissions/f9/s7');
  });

  it('counts them all and shows them a page of 20 at a time, newest first', async () => {
    const requests = renderPage('/registrations/submissions/f1', { [`GET ${failedPath}`]: { status: 200, body: { data: FAILED_MAILS, totalCount: 45 } } });
    expect(await screen.findByText('45 e-mails of this organization were not delivered.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === failedPath).map((request) => request.search)).toEqual(['?page=1&pageSize=20']);
    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    const list = screen.getByRole('region', { name: 'E-mails not delivered' });
    await userEvent.click(within(list).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(requests.filter((request) => request.path === failedPath).map((request) => request.search)).toContain('?page=2&pageSize=20'));
    expect(within(list).getByRole('button', { name: /page 3/i })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /page 4/i })).not.toBeInTheDocument();
  });

  it('shows no notice when every e-mail was delivered', async () => {
    const requests = renderPage('/registrations/submissions/f1', { [`GET ${failedPath}`]: { status: 200, body: { data: [], totalCount: 0 } } });
    await screen.findByRole('table');
    await waitFor(() => expect(requests.map((request) => request.path)).toContain(failedPath));
    expect(screen.queryByTestId('failed-mails')).not.toBeInTheDocument();
    expect(screen.queryByText(/not delivered/)).not.toBeInTheDocument();
  });

  it('says quietly, without an alert, when the check could not run', async () => {
    renderPage('/registrations/submissions/f1', { [`GET ${failedPath}`]: { status: 403, body: { message: 'Forbidden' } } });
    expect(await screen.findByText('Undelivered e-mails could not be checked.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not asked for without FORM_SUBMISSION read, the right the server requires', async () => {
    const requests = renderPage('/registrations/submissions/f1', { [`GET ${failedPath}`]: { status: 200, body: FAILED } }, rights({ read: false }));
    await screen.findByRole('table');
    expect(screen.queryByText(/not delivered/)).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain(failedPath);
  });
});
