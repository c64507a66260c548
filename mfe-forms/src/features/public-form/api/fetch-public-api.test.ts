// Issue 24 §9: the renderer's 5xx answers go to the host's error reports with the answer's
// X-Request-Id; a 501 (a feature not configured), a refusal or a success do not.
import { answer } from '../test-support';
import { fetchPublicApi, reportServerFaultsWith } from './fetch-public-api';

const reports: { message: string; status: number; requestId: string | null; path: string }[] = [];
reportServerFaultsWith((error, answer) => reports.push({ message: error.message, ...answer }));

function answering(status: number, headers: Record<string, string> = {}): jest.Mock {
  const fetchMock = jest.fn(async () => answer(status, {}, headers));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  reports.length = 0;
});

describe('fetchPublicApi', () => {
  it('calls the API base without a doubled slash and reports a 5xx with its request id', async () => {
    const fetchMock = answering(502, { 'X-Request-Id': 'req-0a1b2c3d' });
    const response = await fetchPublicApi('http://api.test/', '/api/public/forms/f1/details', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(502);
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/public/forms/f1/details', { headers: { Accept: 'application/json' } });
    expect(reports).toEqual([{ message: 'The API answered 502', status: 502, requestId: 'req-0a1b2c3d', path: '/api/public/forms/f1/details' }]);
  });

  it.each([200, 400, 404, 501])('does not report a %i answer', async (status) => {
    answering(status, { 'X-Request-Id': 'req-0a1b2c3d' });
    await fetchPublicApi('http://api.test', '/api/public/forms/f1/details');
    expect(reports).toEqual([]);
  });
});
