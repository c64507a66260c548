import { ApiError, apiRequest, errorMessageKey, errorMessageOptions, setUnauthorizedHandler } from './api-client';
import { commonEn } from './i18n/common-en';
import { commonFr } from './i18n/common-fr';
import { setRuntimeConfig } from './runtime-config';
import { useSessionStore } from './session-store';
import { STORAGE_KEYS } from './storage';
import { installFakeFetch } from './test-utils/fake-fetch';
import { SAMPLE_CONFIG as sampleConfig } from '../../../build/jest/sample-config';
import { loginResponse } from './test-utils/sample-session';

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

beforeEach(() => {
  setRuntimeConfig({ ...sampleConfig, apiBaseUrl: 'http://api.test/' });
  localStorage.clear();
  useSessionStore.getState().signIn(loginResponse);
  setUnauthorizedHandler(null);
});

describe('apiRequest', () => {
  it('spec 000 §7: authenticated calls go to the configured base address with the bearer token and no-cache headers', async () => {
    const calls = installFakeFetch(200, [{ id: 'o1' }]);

    const answer = await apiRequest<{ id: string }[]>('/api/organizations');

    expect(answer).toEqual([{ id: 'o1' }]);
    expect(calls[0]?.url).toBe('http://api.test/api/organizations');
    const headers = headersOf(calls[0]?.init);
    expect(headers.get('Authorization')).toBe(`Bearer ${loginResponse.jwt}`);
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
  });

  it('spec 000 §7: public calls send no authentication', async () => {
    const calls = installFakeFetch(200, { ok: true });

    await apiRequest('/api/public/forms/f1/details', { public: true });

    expect(headersOf(calls[0]?.init).has('Authorization')).toBe(false);
    expect(headersOf(calls[0]?.init).get('Cache-Control')).toBe('no-cache');
  });

  it('spec 000 §7: query values are encoded and undefined ones left out', async () => {
    const calls = installFakeFetch(200, { jwt: 'x' });

    await apiRequest('/api/login', { method: 'POST', public: true, query: { email: 'a+b@c.test', password: 'p&q', culture: undefined } });

    expect(calls[0]?.url).toBe('http://api.test/api/login?email=a%2Bb%40c.test&password=p%26q');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('spec 000 §7: a JSON body is sent with its content type', async () => {
    const calls = installFakeFetch(200, { id: 'f2' });

    await apiRequest('/api/organizations/o1/forms/f1/clone', { method: 'POST', body: { id: 'f1', name: 'Copy' } });

    expect(calls[0]?.init.body).toBe('{"id":"f1","name":"Copy"}');
    expect(headersOf(calls[0]?.init).get('Content-Type')).toBe('application/json');
  });

  it('spec 000 §7: a multipart body is sent as is, leaving the content type to the browser', async () => {
    const calls = installFakeFetch(200, { id: 'o9' });
    const formData = new FormData();
    formData.append('organization', '{"name":"New"}');

    await apiRequest('/api/organizations', { method: 'POST', formData });

    expect(calls[0]?.init.body).toBe(formData);
    expect(headersOf(calls[0]?.init).has('Content-Type')).toBe(false);
  });

  it('spec 000 §7: the delete-form answer 1 and empty answers come back as sent', async () => {
    installFakeFetch(200, 1);
    await expect(apiRequest('/api/organizations/o1/forms/f1', { method: 'DELETE' })).resolves.toBe(1);
    installFakeFetch(204);
    await expect(apiRequest('/api/authentication/signout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('spec 000 §7: files can be read as blobs', async () => {
    installFakeFetch(200, 'bytes');
    const blob = await apiRequest<Blob>('/api/form/file/avatars/o1/logo.png', { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(5);
  });

  it('spec 001 §7: a download gives the bytes and the file name of the Content-Disposition header', async () => {
    globalThis.fetch = async () =>
      ({
        ok: true,
        status: 200,
        headers: new Headers({ 'Content-Disposition': `attachment; filename="Liste ete.csv"; filename*=UTF-8''Liste%20%C3%A9t%C3%A9.csv` }),
        blob: async () => new Blob(['a,b']),
      }) as unknown as Response;
    const download = await apiRequest<{ blob: Blob; fileName: string | null }>('/api/x/reports/generate', { method: 'POST', responseType: 'download' });
    expect(download.fileName).toBe('Liste été.csv');
    expect(download.blob.size).toBe(3);
  });

  it.each([
    [400, 'errors.http400'],
    [404, 'errors.notFound'],
    [500, 'errors.server'],
    [502, 'errors.server'],
    [403, 'errors.generic'],
  ])('spec 000 §8: an HTTP %i answer fails with the %s message', async (status, key) => {
    installFakeFetch(status, { statusCode: status, error: 'x', message: 'detail' });

    const failure = await apiRequest('/api/anything').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, messageKey: key, body: { message: 'detail' }, message: 'detail' });
    expect(errorMessageKey(failure)).toBe(key);
    expect(useSessionStore.getState().jwt).toBe(loginResponse.jwt);
  });

  it('a 429 carries how long to wait, from Retry-After, for the message in either language', async () => {
    installFakeFetch(429, { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }, { 'Retry-After': '17' });
    const error = await apiRequest('/api/organizations').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, messageKey: 'errors.tooManyRequests', retryAfter: 17 });
    expect(errorMessageOptions(error)).toEqual({ ns: 'common', seconds: 17 });
    expect(errorMessageOptions(new ApiError(500, null))).toEqual({ ns: 'common' });
    expect(commonEn.errors.tooManyRequests.replace('{{seconds}}', '17')).toBe('Too many attempts in a short time: try again in 17 seconds');
    expect(commonFr.errors.tooManyRequests.replace('{{seconds}}', '17')).toBe('Trop de tentatives en peu de temps : réessayez dans 17 secondes');
  });

  it('spec 000 §4: a 401 on an authenticated call clears the session and calls the unauthorized handler', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    installFakeFetch(401, { statusCode: 401, error: 'Unauthorized', message: 'expired' });

    await expect(apiRequest('/api/organizations')).rejects.toMatchObject({ status: 401, messageKey: 'errors.sessionExpired' });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({ user: null, jwt: null, status: 'signed-out' });
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  });

  it('spec 000 §8: the session ended by a 401 is marked expired, so the login page can say "Session expired"', async () => {
    installFakeFetch(401, { statusCode: 401, error: 'Unauthorized', message: 'expired' });

    await expect(apiRequest('/api/organizations')).rejects.toMatchObject({ status: 401 });

    expect(useSessionStore.getState().signOutReason).toBe('expired');
    useSessionStore.getState().signIn(loginResponse);
    expect(useSessionStore.getState().signOutReason).toBeNull();
  });

  it('spec 000 §8: a 401 on a public call (a wrong login) keeps the session and does not redirect', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    installFakeFetch(401, { message: 'wrong combination' });

    await expect(apiRequest('/api/login', { method: 'POST', public: true })).rejects.toMatchObject({ status: 401 });

    expect(handler).not.toHaveBeenCalled();
    expect(useSessionStore.getState().jwt).toBe(loginResponse.jwt);
  });

  it('spec 000 §8: an unreachable server fails with a network error, not a crash', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };

    await expect(apiRequest('/api/health')).rejects.toMatchObject({ status: 0, messageKey: 'errors.network' });
  });

  it('spec 000 §8: any other error maps to the generic message', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('errors.generic');
  });
});
