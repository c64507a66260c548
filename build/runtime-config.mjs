// Builds the runtime config.json (docs/integration.md) from the ports in use, so npm start,
// the dev servers and the e2e stack all describe the same system.
import { APPS, DEFAULT_API_PORT, DEFAULT_PORT_BASE, REMOTES } from './federation.mjs';

export function portsFromEnv(env = process.env) {
  const portBase = Number(env.FO_PORT_BASE ?? DEFAULT_PORT_BASE);
  const apiPort = Number(env.FO_API_PORT ?? DEFAULT_API_PORT);
  if (!Number.isInteger(portBase) || !Number.isInteger(apiPort)) {
    throw new Error('FO_PORT_BASE and FO_API_PORT must be integers');
  }
  return { portBase, apiPort };
}

/** Origin of each app ({ shell, authOrg, … }) for a port base. */
export function appOrigins({ portBase = DEFAULT_PORT_BASE, hostname = 'localhost' } = {}) {
  const origins = {};
  for (const app of APPS) origins[app.name] = `http://${hostname}:${portBase + app.offset}`;
  return origins;
}

/** The config.json object of docs/integration.md. */
export function runtimeConfig({
  portBase = DEFAULT_PORT_BASE,
  apiPort = DEFAULT_API_PORT,
  hostname = 'localhost',
  environment = 'sample',
  hasPublicFormEntry = false,
  env = process.env,
} = {}) {
  const origins = appOrigins({ portBase, hostname });
  const apiBaseUrl = `http://${hostname}:${apiPort}`;
  const remotes = {};
  for (const remote of REMOTES) remotes[remote.name] = `${origins[remote.name]}/mf-manifest.json`;
  const config = {
    environment,
    apiBaseUrl,
    remotes,
    googleClientId: env.GOOGLE_CLIENT_ID ?? '',
    facebookAppId: env.FACEBOOK_APP_ID ?? '',
    analyticsContainerId: env.FO_ANALYTICS_CONTAINER_ID ?? '',
    errorReportingUrl: env.FO_ERROR_REPORTING_URL ?? '',
    recaptchaSiteKey: env.FO_RECAPTCHA_SITE_KEY ?? '',
    providers: {
      stripeAuthorizeUrl: `${apiBaseUrl}/sample-provider/stripe/authorize`,
      sportspayCaUrl: `${apiBaseUrl}/sample-provider/sportspay-ca`,
      sportspayUsUrl: `${apiBaseUrl}/sample-provider/sportspay-us`,
    },
  };
  // Only advertised once mfe-forms builds its public entry; until then the shell's own
  // public routes serve the form.
  if (hasPublicFormEntry) config.publicFormUrl = `${origins.forms}/public`;
  return config;
}
