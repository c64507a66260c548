// The security headers of every page the static origins serve (issue 7 §4): a Content-Security-
// Policy allowing scripts only from our own origins and the configured providers, no framing of
// the back office (it holds the session token), the public form framable by the clubs' sites.

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const unique = (items) => [...new Set(items.filter(Boolean))];

// Payments and captchas are part of every public form: Stripe.js and reCAPTCHA are always allowed.
// Stripe's published CSP for Stripe.js and its Elements (docs.stripe.com/security/guide#content-security-policy).
const STRIPE = { script: ['https://js.stripe.com'], connect: ['https://api.stripe.com', 'https://r.stripe.com', 'https://m.stripe.network'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'] };
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
// Only when configured (config.json): social sign-in and the tag manager.
const GOOGLE_SIGN_IN = { script: ['https://accounts.google.com/gsi/client'], connect: ['https://accounts.google.com/gsi/'], frame: ['https://accounts.google.com/gsi/'], style: ['https://accounts.google.com/gsi/style'] };
const FACEBOOK = { script: ['https://connect.facebook.net'], connect: ['https://graph.facebook.com', 'https://www.facebook.com'], frame: ['https://www.facebook.com', 'https://web.facebook.com'] };
const TAG_MANAGER = { script: ['https://www.googletagmanager.com'], connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'], img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] };
// Video fields of a form (shared/core's video embeds).
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** Space-separated CSP sources from FO_EMBED_FRAME_ANCESTORS: `*` (the default: clubs embed anywhere) or a list of origins. */
export function embedFrameAncestors(value = process.env.FO_EMBED_FRAME_ANCESTORS) {
  const text = (value ?? '').trim();
  return text === '' ? '*' : text.split(/[\s,]+/).filter(Boolean).join(' ');
}

/**
 * The CSP of a page, from the runtime config (config.json) and the app origins: `frameAncestors`
 * is `'none'` for the back office and the configured list for the public form and its embed.
 */
export function contentSecurityPolicy({ config, appOrigins, frameAncestors }) {
  const providers = [STRIPE, RECAPTCHA];
  if (config.googleClientId) providers.push(GOOGLE_SIGN_IN);
  if (config.facebookAppId) providers.push(FACEBOOK);
  if (config.analyticsContainerId) providers.push(TAG_MANAGER);
  const pick = (kind) => providers.flatMap((provider) => provider[kind] ?? []);
  const api = originOf(config.apiBaseUrl);
  // The shell loads each remote's manifest and chunks from the remote's own origin.
  const ours = unique(["'self'", ...appOrigins, ...Object.values(config.remotes ?? {}).map(originOf), originOf(config.publicFormUrl)]);
  const directives = {
    'default-src': ["'self'"],
    // Issue 8: the simulated card provider's script (sample mode) is served by the API under
    // /sample-provider/; outside sample mode that path does not exist.
    'script-src': unique([...ours, ...pick('script'), api ? `${api}/sample-provider/` : null]),
    // Fluent UI writes its styles at run time (Griffel), so inline styles must be allowed.
    'style-src': unique(["'self'", "'unsafe-inline'", ...pick('style')]),
    'img-src': unique(["'self'", 'data:', 'blob:', api, ...ours, 'https:']),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique([...ours, api, originOf(config.errorReportingUrl), ...pick('connect')]),
    // A DocumentViewer shows a PDF stored by the API in a frame: exactly the files path, not the whole API.
    'frame-src': unique(["'self'", ...ours, ...pick('frame'), ...VIDEO_FRAMES, api ? `${api}/api/form/file/` : null]),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * A function giving the extra headers of an HTML page by its path on an app's origin: the public
 * form's paths (`/public/…` on the forms origin, `/registrations/…` of the shell) are framable
 * from `frameAncestors`, every other page is not.
 */
export function pageSecurityHeaders({ config, appOrigins, app, frameAncestors = embedFrameAncestors() }) {
  const backOffice = contentSecurityPolicy({ config, appOrigins, frameAncestors: "'none'" });
  const embeddable = contentSecurityPolicy({ config, appOrigins, frameAncestors });
  const publicPrefix = app === 'shell' ? '/registrations/' : app === 'forms' ? '/public/' : null;
  return (pathname) => {
    const isPublicForm = publicPrefix !== null && pathname.startsWith(publicPrefix);
    return {
      'Content-Security-Policy': isPublicForm ? embeddable : backOffice,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...(isPublicForm ? {} : { 'X-Frame-Options': 'DENY' }),
    };
  };
}
