// Issue 24 §9: the public form starts error reporting with `preload: false`: its page goes idle
// while the form loads, so the SDK is downloaded at the first error only. A file of its own: a
// page starts error reporting once, and this module counts the SDK's loads from zero.
import { captureErrorReports } from '../platform/test-utils/error-report-capture';
import { reportError, startErrorReporting } from './index';

let mockSdkLoads = 0;
jest.mock('@sentry/browser', () => {
  mockSdkLoads += 1;
  return jest.requireActual<object>('@sentry/browser');
});

it('with preload: false the SDK is downloaded at the first error only, then the error is sent', async () => {
  const capture = captureErrorReports();
  jest.useFakeTimers();
  try {
    startErrorReporting({ environment: 'production', errorReportingUrl: 'https://public@reports.example.org/4' }, { transport: capture.transport, preload: false });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(mockSdkLoads).toBe(0);
  } finally {
    jest.useRealTimers();
  }
  reportError(new Error('first error'));
  const [event] = await capture.events(1);
  expect(event?.exception?.values?.[0]?.value).toBe('first error');
  expect(mockSdkLoads).toBe(1);
});
