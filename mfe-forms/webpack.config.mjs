import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, publicEntryConfig } from '../build/webpack.base.mjs';

const appDir = dirname(fileURLToPath(import.meta.url));

// The federated remote (with its standalone federation runtime) plus, once src/public/index.tsx
// exists, the plain public-form bundle.
export default (_env, argv) => [appConfig(appDir, argv), publicEntryConfig(appDir, argv)].flat().filter(Boolean);
