import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, loginEntryConfig } from '../build/webpack.base.mjs';

const appDir = dirname(fileURLToPath(import.meta.url));

// The federation host plus the login page's plain bundle (dist/login, issue 13 §5).
export default (_env, argv) => [appConfig(appDir, argv), loginEntryConfig(appDir, argv)];
