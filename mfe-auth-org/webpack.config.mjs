import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig } from '../build/webpack.base.mjs';

export default (_env, argv) => appConfig(dirname(fileURLToPath(import.meta.url)), argv);
