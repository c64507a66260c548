// The one federation config every app builds with. Versions are read from the installed
// packages so a lock-file bump moves every app's requiredVersion together.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function installedVersion(name) {
  // Read package.json directly: several of these packages do not export './package.json'.
  const file = join(ROOT, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

const sharedLibraryVersion = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')).version;
const sharedLibraryMajor = sharedLibraryVersion.split('.')[0];

// Trailing-slash keys share the subpaths (react/jsx-runtime, react-dom/client); without them those
// subpaths are bundled once per app. React Router is not here: the apps share the router facade
// `@front-office/shared/router` instead (below), which holds the one tree-shaken copy of it.
const SINGLETON_PACKAGES = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // React Query and react-i18next are not keys: the apps take them from the shared platform, which
  // bundles them once, tree-shaken (issue 13 §5). i18next stays a key (only the platform imports it).
  ['i18next', 'i18next'],
  ['zustand', 'zustand'],
  // Fluent UI: only the packages that hold React context or global state. Sharing the whole
  // @fluentui/react-components defeats tree shaking (a shared module is bundled whole).
  ['@fluentui/react-shared-contexts', '@fluentui/react-shared-contexts'],
  ['@fluentui/react-utilities', '@fluentui/react-utilities'],
  ['@fluentui/react-tabster', '@fluentui/react-tabster'],
  ['@griffel/react', '@griffel/react'],
  // tabster is not a key of its own: only @fluentui/react-tabster imports it, so it is bundled
  // once inside that shared singleton, tree-shaken to what react-tabster uses (issue 13 §5); its
  // instance lives on the window (getTabster), one per page whatever the copy.
];

// Packages shared for their state rather than their components (issue 13 §5): @griffel/core keeps
// the class-definition table mergeClasses reads (two copies would not merge each other's classes);
// @fluentui/react-field holds the Field context that Input, Select, Textarea… read, so a field
// control an app bundles itself still finds the label and messages of a facade Field. yup and
// react-hook-form: one copy for every app's forms, downloaded only with a form (never on the first
// screens). The Fluent components of the first screens are shared through the facade
// `@front-office/shared/ui` (tree-shaken, one singleton), not package by package: a shared module
// is bundled whole, which put every component of each package on the first download.
const DEDUPLICATED_PACKAGES = ['yup', 'react-hook-form', '@griffel/core', '@fluentui/react-field'];

function sharedLibraryEntry() {
  return {
    singleton: true,
    // A remote built against another major must fail to load (and show its fallback)
    // rather than run against an incompatible session store or i18n instance.
    strictVersion: true,
    version: sharedLibraryVersion,
    requiredVersion: `^${sharedLibraryMajor}.0.0`,
    packageName: '@front-office/shared',
  };
}

/** The share map of every app (shell and remotes). */
export function sharedModules() {
  const shared = {};
  for (const [key, pkg] of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    shared[key] = { singleton: true, version, requiredVersion: `^${version}`, packageName: pkg };
  }
  for (const pkg of DEDUPLICATED_PACKAGES) {
    const version = installedVersion(pkg);
    shared[pkg] = { singleton: true, version, requiredVersion: `^${version}`, packageName: pkg };
  }
  // Explicit subpath keys: the package exports ./core, ./platform, ./router, ./create-form and ./ui. ./core is not shared
  // (issue 13 §5): it is pure functions and constant tables with no state to keep single, and a
  // shared module is bundled whole (25 KB gzip of form engine, designer checks, reports and
  // pricing on the first screen); each app bundles the functions it calls, tree-shaken.
  shared['@front-office/shared/platform'] = sharedLibraryEntry();
  // The router facade (issue 13 §5): react-router bundled once, tree-shaken, inside this singleton.
  shared['@front-office/shared/router'] = sharedLibraryEntry();
  // The create-form dialog (issue 13 §5): only downloaded when a form is created.
  shared['@front-office/shared/create-form'] = sharedLibraryEntry();
  // The Fluent components of the shell and the first screens (issue 13 §5), tree-shaken, one copy.
  shared['@front-office/shared/ui'] = sharedLibraryEntry();
  return shared;
}

export const SHARED_LIBRARY_VERSION = sharedLibraryVersion;

/**
 * The six remotes: container name, workspace folder, port offset from FO_PORT_BASE, and the
 * modules a remote exposes beyond ./pages (`exposes`, same shape as the plugin option).
 */
export const REMOTES = [
  { name: 'authOrg', dir: 'mfe-auth-org', offset: 1 },
  // ./form-renderer: the public form's renderer for the designer's canvas and submission pages.
  { name: 'forms', dir: 'mfe-forms', offset: 2, exposes: { './form-renderer': './src/form-renderer.ts' } },
  { name: 'designer', dir: 'mfe-designer', offset: 3 },
  { name: 'submissions', dir: 'mfe-submissions', offset: 4 },
  { name: 'reports', dir: 'mfe-reports', offset: 5 },
  { name: 'payments', dir: 'mfe-payments', offset: 6 },
];

export const SHELL = { name: 'shell', dir: 'shell', offset: 0 };

/** Every app, shell first. */
export const APPS = [SHELL, ...REMOTES];

export const DEFAULT_PORT_BASE = 4100;
export const DEFAULT_API_PORT = 4000;

function commonOptions(name) {
  return {
    name,
    shared: sharedModules(),
    // Type archives are not used (TypeScript 7 has no compiler API for the dts plugin).
    dts: false,
    shareStrategy: 'loaded-first',
  };
}

/** File name of the runtime a remote's standalone page loads first (build/federation-runtime-global.mjs). */
export const STANDALONE_FEDERATION_RUNTIME = 'federation-runtime.js';

/**
 * ModuleFederationPlugin options of a remote: exposes ./pages (and its extra exposes), emits
 * remoteEntry.js and mf-manifest.json. Issue 13 §5: one federation runtime for all apps — a
 * remote's container uses the runtime the shell provides (global `_FEDERATION_RUNTIME_CORE`)
 * instead of bundling its own copy (about 25 KB gzip per remote entry); its standalone page gets
 * it from `federation-runtime.js`.
 */
export function remoteConfig(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return {
    ...commonOptions(name),
    filename: 'remoteEntry.js',
    exposes: { './pages': './src/pages.ts', ...remote.exposes },
    manifest: true,
    experiments: { externalRuntime: true },
  };
}

/**
 * ModuleFederationPlugin options of the shell: no build-time remotes, they are registered from
 * config.json. The shell's bootstrap gives its federation runtime to the remotes
 * (shell/src/features/remotes/provide-federation-runtime.ts; the plugin's `provideExternalRuntime`
 * would bundle a second, CommonJS copy of the runtime into the shell).
 */
export function hostConfig() {
  return {
    ...commonOptions(SHELL.name),
    remotes: {},
    manifest: false,
  };
}
