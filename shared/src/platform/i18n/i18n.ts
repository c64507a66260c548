import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { isLanguage, resolveLanguage } from '@front-office/shared/core';
import type { Language, User } from '@front-office/shared/core';
import { apiRequest } from '../api-client';
import { useSessionStore } from '../session-store';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';
import { commonEn } from './common-en';
import { commonFr } from './common-fr';

/** The one i18next instance of the whole app (a federation singleton through this module). */
export const i18n = i18next.createInstance();

// Initialised synchronously on import (inline resources, no backend) so that any component,
// test or remote can translate and add namespaces before initI18n picks the language.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['fr', 'en'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn }, fr: { common: commonFr } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', syncDocumentLanguage);

let started: Promise<void> | null = null;

/**
 * Picks the language once (spec 000 §1: user culture, `?lang=`, stored preference, browser)
 * and applies it. Safe to call many times.
 */
export function initI18n(): Promise<void> {
  started ??= (async () => {
    const browser = typeof navigator === 'undefined' ? null : navigator.language;
    const queryLang = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
    const language = resolveLanguage({
      userCulture: useSessionStore.getState().user?.culture,
      queryLang,
      // The preference, else (this tab only) the language in use when the last session ended.
      stored: readStorage(STORAGE_KEYS.language) ?? readStorage(STORAGE_KEYS.language, 'session'),
      browser,
    });
    await i18n.changeLanguage(language);
  })();
  return started;
}

// The signed-in user's culture comes first (spec 000 §1): follow it when a user signs in or
// the re-validated user arrives with another culture.
useSessionStore.subscribe((state, previous) => {
  const culture = state.user?.culture;
  if (culture && culture !== previous.user?.culture && culture !== i18n.language) void i18n.changeLanguage(culture);
  // The login page is its own document (issue 13 §5): after a sign-out it still speaks the
  // language in use (the user's culture), for this tab, as when it was a route of the shell.
  if (!state.user && previous.user && isLanguage(i18n.language)) writeStorage(STORAGE_KEYS.language, i18n.language, 'session');
});

/** Adds an app's own namespace in both languages (each remote does it when it loads). */
export function addTranslations(namespace: string, resources: { fr: object; en: object }): void {
  i18n.addResourceBundle('fr', namespace, resources.fr, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
}

/** Beyond the spec (server/README.md): keeps the signed-in user's chosen language as their culture. */
export function saveUserCulture(culture: Language): Promise<User> {
  return apiRequest<User>('/api/users/me/culture', { method: 'PUT', body: { culture } });
}

/**
 * Switches the language, stores the preference and updates the signed-in user's culture, here
 * and on the server, so the choice survives a reload and the next sign-in (issue 13 §3: the
 * spec's first language rule reads the user's culture).
 */
export async function setLanguage(language: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.language, language);
  const { user, jwt, setUser } = useSessionStore.getState();
  const saved =
    user && jwt && user.culture !== language
      ? saveUserCulture(language).catch((error: unknown) => {
          // The interface has switched already; a failed save only loses it at the next sign-in.
          console.warn('The language choice could not be kept on the server', error);
        })
      : Promise.resolve();
  if (user && user.culture !== language) setUser({ ...user, culture: language });
  await Promise.all([i18n.changeLanguage(language), saved]);
}

/** The current interface language; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation('common', { i18n });
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : 'en';
}
