// Type-checks every workspace with TypeScript 7 (the native compiler: fast, but no JS API).
// The plain `typescript` package (6.x) is installed only because typescript-eslint needs a
// compiler API to parse; see README "Toolchain".
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');
const workspaces = [
  'shared', 'shell', 'mfe-auth-org', 'mfe-forms', 'mfe-designer', 'mfe-submissions',
  'mfe-reports', 'mfe-payments', 'server', 'e2e', 'bench',
];
let failed = 0;
for (const ws of workspaces) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(root, ws)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck: ${ws} has type errors`);
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${workspaces.length} workspaces clean`);
