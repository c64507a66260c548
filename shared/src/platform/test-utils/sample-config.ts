import type { RuntimeConfig } from '../runtime-config';

/** The sample config.json of docs/integration.md. */
export const sampleConfig: RuntimeConfig = {
  environment: 'sample',
  apiBaseUrl: 'http://localhost:4000',
  remotes: {
    authOrg: 'http://localhost:4101/mf-manifest.json',
    forms: 'http://localhost:4102/mf-manifest.json',
    designer: 'http://localhost:4103/mf-manifest.json',
    submissions: 'http://localhost:4104/mf-manifest.json',
    reports: 'http://localhost:4105/mf-manifest.json',
    payments: 'http://localhost:4106/mf-manifest.json',
  },
  providers: { stripeAuthorizeUrl: 'http://localhost:4000/sample-provider/stripe/authorize' },
};
