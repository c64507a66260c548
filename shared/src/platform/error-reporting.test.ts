// Issue 24 §9 (spec 001 §8 "other errors go to an error-reporting routine"): with config.json's
// errorReportingUrl the browser reports 5xx answers and uncaught errors, scrubbed; without it the
// SDK is never loaded. The SDK's transport is the network boundary (captureErrorReports).
import { ApiError, apiRequest } from './api-client';
import { reportError, startErrorReporting } from './error-reporting';
import { setRuntimeConfig } from './runtime-config';
import { useSessionStore } from './session-store';
import { captureErrorReports } from './test-utils/error-report-capture';
import { laval, loginResponse } from './test-utils/sample-session';
import { SAMPLE_CONFIG } from '../../../build/jest/sample-config';

let mockSdkLoads = 0;
jest.mock('@sentry/browser', () => {
  mockSdkLoads += 1;
  return jest.requireActual<object>('@sentry/browser');
});

const capture = captureErrorReports();

/** The API answers every call with a 5xx naming its request id, as the server does. */
function answerServerError(requestId: string, status = 500) {
  globalThis.fetch = async () =>
    ({
      ok: false,
      status,
      headers: new Headers({ 'X-Request-Id': requestId }),
      text: async () => JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
    }) as unknown as Response;
}

beforeAll(() => {
  setRuntimeConfig({ ...SAMPLE_CONFIG, apiBaseUrl: 'http://api.test' });
  useSessionStore.getState().signIn(loginResponse);
  useSessionStore.getState().selectOrganization(laval, []);
});

// The order matters: error reporting starts once per page, so "off" is checked before it starts.
describe('error reporting', () => {
  it('without errorReportingUrl reports nothing and never loads the SDK', async () => {
    startErrorReporting({ ...SAMPLE_CONFIG, errorReportingUrl: '' });
    answerServerError('req-off');
    await expect(apiRequest('/api/organizations')).rejects.toBeInstanceOf(ApiError);
    reportError(new Error('not reported'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockSdkLoads).toBe(0);
    expect(capture.envelopes).toEqual([]);
  });

  it('reports a 5xx answer with its request id, the organization and the route, without the token, the e-mail or the password', async () => {
    window.history.pushState({}, '', '/forms/f-123/edit?tab=payments');
    startErrorReporting(
      { ...SAMPLE_CONFIG, environment: 'staging', errorReportingUrl: 'https://public@reports.example.org/4' },
      { transport: capture.transport, routeOf: (pathname) => (pathname.startsWith('/forms/') ? '/forms/:formId/edit' : undefined) },
    );
    answerServerError('5d7c6a52-0f1e-4c55-9d0e-2b1b8f2a6c11');

    const failure = await apiRequest('/api/login', { method: 'POST', public: true, query: { email: loginResponse.email, password: 'S3cret-pass' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).requestId).toBe('5d7c6a52-0f1e-4c55-9d0e-2b1b8f2a6c11');

    const [event] = await capture.events(1);
    expect(mockSdkLoads).toBe(1);
    expect(event?.environment).toBe('staging');
    expect(event?.tags).toEqual({
      route: '/forms/:formId/edit',
      organization_id: laval.id,
      request_id: '5d7c6a52-0f1e-4c55-9d0e-2b1b8f2a6c11',
      status: '500',
      api_path: '/api/login',
    });
    const sent = capture.envelopes.join('\n');
    expect(sent).not.toContain(loginResponse.jwt);
    expect(sent).not.toContain(loginResponse.email);
    expect(sent).not.toContain('S3cret-pass');
    expect(sent).not.toContain(loginResponse.firstName);
  });

  it('does not report a 501, the answer of a feature not configured', async () => {
    capture.envelopes.length = 0;
    answerServerError('req-501', 501);
    await expect(apiRequest('/api/login/google', { method: 'POST', public: true })).rejects.toMatchObject({ status: 501, requestId: null });
    // Then a reported error, which must be the first and only one to arrive.
    reportError(new Error('marker'));
    const events = await capture.events(1);
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['marker']);
  });

  it('reports an uncaught error once, scrubbed, even when it is also caught elsewhere', async () => {
    capture.envelopes.length = 0;
    window.history.pushState({}, '', '/reports');
    const error = new Error(`Could not render the profile of ${loginResponse.email}`);
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    reportError(error);
    reportError(new Error('marker'));

    const events = await capture.events(2);
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['Could not render the profile of [email]', 'marker']);
    expect(events[0]?.tags).toEqual({ route: '/reports', organization_id: laval.id });
  });

  it('reports an unhandled rejection', async () => {
    capture.envelopes.length = 0;
    const reason = new Error('lost promise');
    const event = new Event('unhandledrejection') as Event & { reason?: unknown };
    event.reason = reason;
    window.dispatchEvent(event);

    const [reported] = await capture.events(1);
    expect(reported?.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'lost promise' });
  });

  it('during a reload, before the session is restored, names the organization stored for the session', async () => {
    capture.envelopes.length = 0;
    useSessionStore.setState({ currentOrganization: null });
    reportError(new Error('during the cold start'));
    const [event] = await capture.events(1);
    expect(event?.tags?.organization_id).toBe(laval.id);
    useSessionStore.getState().selectOrganization(laval, []);
  });
});
