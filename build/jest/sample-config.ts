// The sample config.json of docs/integration.md, the one copy that shared's platform tests and
// every remote's test kit build on. A plain module (no jest, no React) so either can import it.
import type { RuntimeConfig } from '@front-office/shared/platform';

export const SAMPLE_CONFIG: RuntimeConfig = {
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
