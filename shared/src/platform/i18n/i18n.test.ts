import { act, renderHook } from '@testing-library/react';
import { useSessionStore } from '../session-store';
import { STORAGE_KEYS } from '../storage';
import { loginResponse } from '../test-utils/sample-session';
import { installFakeFetch } from '../test-utils/fake-fetch';
import { setRuntimeConfig } from '../runtime-config';
import { SAMPLE_CONFIG } from '../../../../build/jest/sample-config';
import { commonEn } from './common-en';
import { commonFr } from './common-fr';
import { addTranslations, i18n, initI18n, setLanguage, useLanguage } from './i18n';
import type * as I18nModule from './i18n';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('i18n', () => {
  beforeEach(() => {
    setRuntimeConfig({ ...SAMPLE_CONFIG, apiBaseUrl: 'http://api.test' });
    installFakeFetch(200, {});
  });

  afterEach(() => {
    useSessionStore.getState().signOut();
    localStorage.clear();
  });

  it('spec 000 §1: without a user, initI18n takes the lang query parameter', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    window.history.pushState({}, '', '/login?lang=fr');

    await initI18n();

    expect(i18n.language).toBe('fr');
    expect(i18n.t('errors.sessionExpired')).toBe('Session expirée');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('spec 000 §8: the error catalogue reads as the spec in English', async () => {
    await i18n.changeLanguage('en');
    expect(['generic', 'refresh', 'http400', 'sessionExpired', 'notFound', 'server'].map((key) => i18n.t(`errors.${key}`))).toEqual([
      'An error occured',
      'An error occured, please refresh the page and try again',
      'Error 400',
      'Session expired',
      'Page not found',
      'Server error',
    ]);
    expect(i18n.t('validation.invalidEmail')).toBe('Invalid email');
  });

  it('issue 13 §6: French texts keep a no-break space before : ; ? ! (no line break before the colon)', () => {
    const texts = (value: object): string[] =>
      Object.values(value).flatMap((inner) => (typeof inner === 'object' && inner !== null ? texts(inner as object) : [String(inner)]));
    expect(texts(commonFr).filter((text) => / [:;?!]/.test(text))).toEqual([]);
  });

  it('spec 000 §1: every shared text exists in French and in English', () => {
    expect(keysOf(commonFr)).toEqual(keysOf(commonEn));
  });

  it('spec 000 §1: setLanguage switches, stores the preference and updates the signed-in user culture', async () => {
    useSessionStore.getState().signIn(loginResponse);
    const { result } = renderHook(() => useLanguage());

    await act(() => setLanguage('fr'));

    expect(result.current).toBe('fr');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(useSessionStore.getState().user?.culture).toBe('fr');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '{}')).toMatchObject({ culture: 'fr' });
  });

  it('issue 13 §3: the signed-in user\'s choice is kept on the server through PUT /api/users/me/culture', async () => {
    const calls = installFakeFetch(200, { ...loginResponse, jwt: undefined, culture: 'fr' });
    useSessionStore.getState().signIn({ ...loginResponse, culture: 'en' });

    await act(() => setLanguage('fr'));

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://api.test/api/users/me/culture');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ culture: 'fr' });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe(`Bearer ${loginResponse.jwt}`);
    await act(() => i18n.changeLanguage('en'));
  });

  it('issue 13 §3: signed out, the choice stays in this browser only', async () => {
    const calls = installFakeFetch(200, {});
    await act(() => setLanguage('fr'));
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    await act(() => i18n.changeLanguage('en'));
  });

  it('issue 13 §5: after a sign-out the login page, its own document, keeps the language in use (this tab only)', async () => {
    useSessionStore.getState().signIn({ ...loginResponse, culture: 'fr' });
    await act(() => i18n.changeLanguage('fr'));
    useSessionStore.getState().signOut('expired');
    expect(sessionStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    window.history.pushState({}, '', '/login');

    let fresh: typeof I18nModule | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof I18nModule>('./i18n');
    });
    await fresh?.initI18n();
    // The browser says English (jsdom): the language of the ended session wins.
    expect(fresh?.i18n.language).toBe('fr');
    sessionStorage.clear();
    await act(() => i18n.changeLanguage('en'));
  });

  it('spec 000 §1: signing in switches to the user culture, which comes first', async () => {
    await i18n.changeLanguage('fr');

    act(() => useSessionStore.getState().signIn({ ...loginResponse, culture: 'en' }));

    expect(i18n.language).toBe('en');
  });

  it("spec 000 §1: each app adds its own namespace in both languages", async () => {
    addTranslations('forms', { fr: { title: 'Formulaires' }, en: { title: 'Forms' } });

    await i18n.changeLanguage('fr');
    expect(i18n.t('title', { ns: 'forms' })).toBe('Formulaires');
    await i18n.changeLanguage('en');
    expect(i18n.t('forms:title')).toBe('Forms');
  });
});
