// Issue 24 §9: the SDK is a chunk no page's first render downloads. With an address it comes once
// the page is idle, or at the first error before that; every report carries the page's tags.
import { captureErrorReports } from '../platform/test-utils/error-report-capture';
import { reportError, reportServerFault, startErrorReporting } from './index';

let mockSdkLoads = 0;
jest.mock('@sentry/browser', () => {
  mockSdkLoads += 1;
  return jest.requireActual<object>('@sentry/browser');
});

const capture = captureErrorReports();
let organizationId: string | undefined;

describe('error reporting started with an address', () => {
  it('downloads the SDK only once the page is idle', async () => {
    jest.useFakeTimers();
    try {
      startErrorReporting(
        { environment: 'production', errorReportingUrl: 'https://public@reports.example.org/4' },
        { transport: capture.transport, routeOf: () => '/public/registrations/:formId', tagsOf: () => ({ organization_id: organizationId }) },
      );
      await jest.advanceTimersByTimeAsync(900);
      expect(mockSdkLoads).toBe(0);
      await jest.advanceTimersByTimeAsync(100);
    } finally {
      jest.useRealTimers();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockSdkLoads).toBe(1);
  });

  it("tags a 5xx with the page's tags of the moment, its request id, status and path without the query", async () => {
    organizationId = 'org-7';
    reportServerFault(new Error('The API answered 503'), { status: 503, requestId: 'req-12345678', path: '/api/public/forms/f1/submissions/s1/receipt?key=secret-key' });
    const [event] = await capture.events(1);
    expect(event?.tags).toEqual({
      route: '/public/registrations/:formId',
      organization_id: 'org-7',
      request_id: 'req-12345678',
      status: '503',
      api_path: '/api/public/forms/f1/submissions/s1/receipt',
    });
    expect(capture.envelopes.join('\n')).not.toContain('secret-key');
  });

  it('leaves out a tag the page does not know yet', async () => {
    capture.envelopes.length = 0;
    organizationId = undefined;
    reportError(new Error('before the form loaded'));
    const [event] = await capture.events(1);
    expect(event?.tags).toEqual({ route: '/public/registrations/:formId' });
    expect(mockSdkLoads).toBe(1);
  });
});
