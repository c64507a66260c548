// `npm run build -w server` (or `node server/scripts/build.mjs`): the production server, compiled
// once by esbuild (tsx's own dependency, no new package) instead of TypeScript through tsx at run
// time. One CommonJS bundle, server/dist/server.js, holds the server's code and
// @front-office/shared/core; every other node_modules package stays external (required at run time
// from node_modules, as tsx would). The migration SQL files are copied next to it
// (server/dist/migrations), where db/migrate.ts looks for them (`__dirname/migrations`).
// server/src/config.ts resolves the repository root as `__dirname/../..`, which holds for
// server/dist too. Run it with `npm run start:prod -w server` (server/README.md "Production build").
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// An other output directory may be given (the build test uses one under server/dist, so the
// bundle still finds node_modules by walking up).
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(serverDir, 'dist');
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const bundled = new Set(['@front-office/shared']);
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  entryPoints: [path.join(serverDir, 'src', 'server.ts')],
  outfile: path.join(outDir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external,
  sourcemap: true,
  // Keeps function and class names (stack traces, logs), as tsx does.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  // Before any require: React (the e-mails' rendering, external) picks its build by NODE_ENV when
  // first loaded, and its development build cost the public submission ~1.5 ms of CPU more per
  // confirmation rendered. The compiled server is production's; a deployer's NODE_ENV still wins.
  // The bundle's own "use strict" comes first, or the file would lose strict mode.
  banner: { js: `"use strict";\nprocess.env.NODE_ENV ??= 'production';` },
});
cpSync(path.join(serverDir, 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
  filter: (source) => !/\.(ts|js)$/.test(source),
});
const inputs = Object.keys(result.metafile.inputs);
const bytes = result.metafile.outputs[path.relative(process.cwd(), path.join(outDir, 'server.js'))]?.bytes;
console.log(
  `server build: ${inputs.length} modules (${inputs.filter((input) => input.includes('shared/src')).length} of shared) → server/dist/server.js` +
    `${bytes ? ` (${(bytes / 1024).toFixed(0)} KB)` : ''} in ${Date.now() - started} ms`,
);
