// Issue 24 §9: with config.json's errorReportingUrl (a Sentry or GlitchTip DSN; here a local
// stand-in collecting envelopes) the back office and the public form report failed remote loads
// and 5xx answers with the route pattern, the organization and the answer's X-Request-Id, never
// the token, an e-mail or the answers typed. Without it: the spec "without an error-reporting address…".
import type { Page } from '@playwright/test';
import { accounts, organizations } from '../support/accounts';
import { answer500, failSwimCampCalls, swimCampSubmissionsPath } from '../support/error-reports';
import type { ErrorReportCollector, ReportedEvent } from '../support/error-reports';
import { apiToken, createContactForm, formsOrigin, publicFormPath, sampleIds } from '../support/public-form';
import { formsArea, openOrganization } from '../support/session';
import { expect, test } from '../support/test';

/** The session's token as the shell stores it (`{ jwt }` under fo.jwt). */
async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('fo.jwt') ?? window.localStorage.getItem('fo.jwt'));
  const token = stored ? (JSON.parse(stored) as { jwt?: string }).jwt : undefined;
  if (!token) throw new Error('no token stored after sign-in');
  return token;
}

/** Waits for the first reported event that `matches`. */
async function reportedEvent(collector: ErrorReportCollector, matches: (event: ReportedEvent) => boolean): Promise<ReportedEvent> {
  await expect.poll(() => collector.events().some(matches), { message: 'the error report reached the DSN', timeout: 15_000 }).toBe(true);
  return collector.events().find(matches) as ReportedEvent;
}

test.use({ errorReporting: true });

test('a 5xx answer in the back office is reported with its route pattern, the organization and its request id, never the token or the e-mail', async ({ page, stack, errorReports }) => {
  const collector = errorReports as ErrorReportCollector;
  await openOrganization(page, accounts.admin, organizations.laval);
  await expect(formsArea(page)).toBeVisible();
  const token = await storedToken(page);
  const requestIds = await failSwimCampCalls(page, stack);

  await page.goto(swimCampSubmissionsPath);
  const event = await reportedEvent(collector, (candidate) => candidate.tags?.api_path?.includes(sampleIds.swimCamp) === true);

  expect(event.tags).toMatchObject({ route: '/registrations/submissions/:formId', organization_id: sampleIds.laval, status: '500' });
  expect(requestIds).toContain(event.tags?.request_id);
  const sent = collector.envelopes.join('\n');
  expect(sent).not.toContain(token);
  expect(sent).not.toContain(accounts.admin.email);
  expect(sent).not.toContain(accounts.admin.password);
});

test('a remote that fails to load is reported with its name, the route and the organization', async ({ page, stack, errorReports }) => {
  const collector = errorReports as ErrorReportCollector;
  await stack.stopRemote('reports');
  try {
    await openOrganization(page, accounts.admin, organizations.laval);
    await expect(formsArea(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByText('This area is unavailable right now. The rest of the app keeps working.')).toBeVisible();

    const event = await reportedEvent(collector, (candidate) => candidate.tags?.remote === 'reports');
    expect(event.tags).toMatchObject({ route: '/reports', organization_id: sampleIds.laval, remote: 'reports' });
    expect(collector.envelopes.join('\n')).not.toContain(accounts.admin.email);
  } finally {
    await stack.startRemote('reports');
  }
});

test("the public form reports a 5xx of its submission with the form's organization and route pattern, never the answers typed", async ({ browser, request, stack, errorReports }) => {
  const collector = errorReports as ErrorReportCollector;
  const formId = await createContactForm(request, stack, await apiToken(request, stack, accounts.admin), { name: `Reported contact ${Date.now()}` });
  const visitorContext = await browser.newContext({ locale: 'en-US' });
  const visitor = await visitorContext.newPage();
  try {
    const requestIds: string[] = [];
    await visitor.route(
      (url) => url.pathname === `/organizations/${sampleIds.laval}/forms/${formId}`,
      async (route) => {
        requestIds.push(await answer500(route));
      },
    );
    await visitor.goto(`${await formsOrigin(request, stack)}${publicFormPath(formId)}`);
    await visitor.getByLabel('First name').fill('Camille');
    await visitor.getByLabel('Last name').fill('Tremblay');
    await visitor.getByLabel('E-mail').fill('camille@example.org');
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByRole('checkbox', { name: 'I want to be contacted by phone' }).check();
    await visitor.getByRole('textbox', { name: 'Phone', exact: true }).fill('514 555-0199');
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(visitor.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Submit' }).click();

    const event = await reportedEvent(collector, (candidate) => candidate.tags?.api_path === `/organizations/${sampleIds.laval}/forms/${formId}`);
    expect(event.tags).toMatchObject({ route: '/public/registrations/:formId', organization_id: sampleIds.laval, status: '500', request_id: requestIds[0] });
    expect(requestIds[0]).toMatch(/.{8,}/);
    const sent = collector.envelopes.join('\n');
    for (const typed of ['Camille', 'Tremblay', 'camille@example.org', '514 555-0199']) expect(sent).not.toContain(typed);
  } finally {
    await visitorContext.close();
  }
});
