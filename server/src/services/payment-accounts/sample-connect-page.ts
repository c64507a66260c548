import type { Language, PaymentAccountType } from '@front-office/shared/core';
import { escapeHtml } from '@front-office/shared/core';

const TEXTS = {
  en: {
    title: 'Sample payment provider',
    question: 'Connect this account?',
    note: 'Sample mode: no real provider is contacted. Connect sends you back with an authorization code.',
    name: 'Account name',
    type: 'Payment method',
    connect: 'Connect',
    cancel: 'Cancel',
  },
  fr: {
    title: 'Fournisseur de paiement fictif',
    question: 'Connecter ce compte ?',
    note: 'Mode échantillon : aucun vrai fournisseur n’est contacté. Connecter vous renvoie avec un code d’autorisation.',
    name: 'Nom du compte',
    type: 'Mode de paiement',
    connect: 'Connecter',
    cancel: 'Annuler',
  },
} satisfies Record<Language, Record<string, string>>;

const PROVIDER_NAMES: Record<PaymentAccountType, string> = {
  stripe: 'Stripe',
  'sportspay-ca': 'SportsPay Canada',
  'sportspay-us': 'SportsPay US',
};

export interface ConnectPage {
  language: Language;
  type: PaymentAccountType;
  accountName: string | null;
  connectUrl: string;
  cancelUrl: string;
}

/** The provider's consent page as the sample server plays it: one question, two buttons. */
export function renderConnectPage(page: ConnectPage): string {
  const t = TEXTS[page.language];
  const name = page.accountName ? `<p><strong>${t.name}</strong>: ${escapeHtml(page.accountName)}</p>` : '';
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; background: #f5f5f5; }
main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 8px rgb(0 0 0 / 15%); max-width: 28rem; }
.actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
.actions a { padding: 0.5rem 1.25rem; border-radius: 4px; text-decoration: none; border: 1px solid #0f6cbd; }
.connect { background: #0f6cbd; color: #fff; }
.cancel { color: #0f6cbd; }
a:focus-visible { outline: 3px solid #000; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p>${t.title}</p>
<h1>${t.question}</h1>
<p>${t.note}</p>
${name}
<p><strong>${t.type}</strong>: ${PROVIDER_NAMES[page.type]}</p>
<div class="actions">
<a class="connect" href="${escapeHtml(page.connectUrl)}">${t.connect}</a>
<a class="cancel" href="${escapeHtml(page.cancelUrl)}">${t.cancel}</a>
</div>
</main>
</body>
</html>
`;
}

/** The account name the web client packed into `state`/`data` (base64url JSON), when readable. */
export function accountNameFromState(state: string | undefined): string | null {
  if (!state) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(state, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') return value.name;
  } catch {
    // an opaque state is allowed: the provider only hands it back
  }
  return null;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Only the web client's own origins may receive a code (an open redirect would leak it). */
export function isAllowedRedirect(target: string, allowedOrigins: string[] | '*' | false): URL | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (LOCAL_HOSTS.has(url.hostname)) return url;
  if (Array.isArray(allowedOrigins) && allowedOrigins.includes(url.origin)) return url;
  return null;
}
