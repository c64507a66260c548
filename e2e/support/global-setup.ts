import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

// One production build for every worker. FO_E2E_SKIP_BUILD=1 reuses the dist folders
// already on disk (handy while iterating on a spec).
export default function globalSetup(): void {
  if (process.env.FO_E2E_SKIP_BUILD === '1') return;
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new Error(`node scripts/build.mjs failed (exit ${String(result.status)})`);
  }
}
