import { loadScript } from './load-script';

// Minimal typings of the two identity SDKs, only what is called here.
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      prompt(listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
    };
  };
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options?: { scope: string }): void;
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

/** Asks Google Identity Services for an ID token (the one-tap prompt). */
export async function googleIdToken(clientId: string): Promise<string> {
  if (!window.google) await loadScript('https://accounts.google.com/gsi/client');
  const google = window.google;
  if (!google) throw new Error('Google Identity Services did not start');
  return new Promise((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      callback: ({ credential }) => (credential ? resolve(credential) : reject(new Error('Google returned no credential'))),
    });
    google.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) reject(new Error('Google sign-in was dismissed'));
    });
  });
}

/** Asks the Facebook SDK for a token of the signed-in Facebook user. */
export async function facebookToken(appId: string): Promise<string> {
  if (!window.FB) await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const facebook = window.FB;
  if (!facebook) throw new Error('The Facebook SDK did not start');
  facebook.init({ appId, version: 'v19.0' });
  return new Promise((resolve, reject) => {
    facebook.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) resolve(token);
        else reject(new Error('Facebook returned no token'));
      },
      { scope: 'email' },
    );
  });
}
