// One jest run for the whole monorepo: a project per workspace, all transpiled by swc.
// ESM-only packages (jose) are transpiled too, because jest runs modules as CommonJS here, and
// @react-email/render, whose dynamic import() of react-dom/server Jest's CommonJS sandbox refuses.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j|mj|cj)sx?$': swc };
const transformIgnorePatterns = ['/node_modules/(?!(jose|@react-email/render)/)'];
// An unannounced console.error or console.warn fails the test (build/jest/console.ts).
const consoleGuard = '<rootDir>/../build/jest/console-guard.ts';
const moduleFileExtensions = ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'];

const webApps = [
  'shared',
  'shell',
  'mfe-auth-org',
  'mfe-forms',
  'mfe-designer',
  'mfe-submissions',
  'mfe-reports',
  'mfe-payments',
];

// Federated imports of a remote's tests, mapped to the exposing workspace's source or a stub
// (ARCHITECTURE.md "Tests"): the runtime's loadRemote then answers without a network.
const federationMappers = {
  'mfe-submissions': {
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/federation-runtime.ts',
    '^forms/form-renderer$': '<rootDir>/../mfe-forms/src/form-renderer.ts',
  },
};

module.exports = {
  // jest's default is one worker less than the cores: one worker on CI's two cores. The tests hold
  // no shared state between files (each server file has its own database), so both cores work.
  maxWorkers: 2,
  projects: [
    ...webApps.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/../build/jest/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/../build/jest/setup-dom.ts', consoleGuard],
      moduleNameMapper: { '\\.(css|png|jpe?g|svg)$': '<rootDir>/../build/jest/file-stub.ts', ...federationMappers[name] },
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
    })),
    {
      // The test tooling itself (build/jest).
      displayName: 'build',
      rootDir: '<rootDir>/build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/jest/**/*.test.ts'],
      setupFilesAfterEnv: [consoleGuard],
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
    },
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      setupFilesAfterEnv: [consoleGuard],
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
    },
  ],
};
