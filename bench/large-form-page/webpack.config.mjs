// The bench's large-form page, a production build like mfe-forms' public entry (plainPageConfig):
// dist/large-form/, served by the public-form section at /large-form/.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainPageConfig } from '../../build/webpack.base.mjs';

const appDir = dirname(fileURLToPath(import.meta.url));

export default (_env, argv = {}) =>
  plainPageConfig({
    appDir,
    argv,
    name: 'bench-large-form',
    folder: 'large-form',
    entry: { page: './index.tsx' },
    template: join(appDir, '..', '..', 'build', 'standalone.html'),
  });
