// Lint with zero warnings. Package boundaries are enforced here, not by hope:
// shared/core stays free of React and browser-only libraries, and no workspace reaches
// into another one's source by a relative path.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const crossWorkspace = {
  group: ['../../shared/*', '../shared/src/*', '**/shared/src/**', '**/mfe-*/src/**', '**/shell/src/**', '**/server/src/**'],
  message: 'Import another workspace only by its package name (@front-office/shared/...), never by path.',
};

// Issue 13 §5: the apps share the router facade, not React Router (shared whole, it was ~60 KB gzip).
const routerMessage = "Import the router from '@front-office/shared/router' (the shared facade), never from React Router directly.";
const routerPaths = [
  { name: 'react-router', message: routerMessage },
  { name: 'react-router-dom', message: routerMessage },
];
const routerPattern = { group: ['react-router/*', 'react-router-dom/*'], message: routerMessage };
// Issue 13 §5: React Query and react-i18next come from the shared platform (bundled once inside it).
const platformLibraryMessage = "Import React Query's and react-i18next's API from '@front-office/shared/platform' (one copy, inside the shared platform).";
const platformLibraryPaths = ['react-i18next', '@tanstack/react-query', '@tanstack/query-core'].map((name) => ({ name, message: platformLibraryMessage }));

// Issue 13 §5: the Fluent components of the facade come only from it, so parts that work together
// (Dialog and DialogSurface, Toaster and useToastController) are one copy.
const facadeNames = [...readFileSync(new URL('./shared/src/ui/index.ts', import.meta.url), 'utf8').matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]);
const fluentFacadePath = {
  name: '@fluentui/react-components',
  importNames: facadeNames,
  message: "Import this component from '@front-office/shared/ui' (the shared Fluent facade), so its parts are one copy.",
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/.data/**', 'bench-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [...routerPaths, ...platformLibraryPaths, fluentFacadePath], patterns: [crossWorkspace, routerPattern] }],
    },
  },
  {
    // The facades themselves are the one place that imports React Router and these Fluent names.
    files: ['shared/src/router/**/*.{ts,tsx}', 'shared/src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossWorkspace] }] },
  },
  {
    // The platform is where React Query and react-i18next are imported (and re-exported to the apps).
    files: ['shared/src/platform/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...routerPaths, fluentFacadePath], patterns: [crossWorkspace, routerPattern] }] },
  },
  {
    // The bench's large-form page renders mfe-forms' renderer from its source: a harness outside
    // every workspace, built by the bench alone (bench/README.md).
    files: ['bench/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...routerPaths, ...platformLibraryPaths, fluentFacadePath], patterns: [routerPattern] }] },
  },
  {
    files: ['shared/src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'shared/core is pure TypeScript: no React (put it in shared/platform).' },
            { name: 'react-dom', message: 'shared/core is pure TypeScript: no React.' },
          ],
          patterns: [
            { group: ['react/*', 'react-dom/*', 'react-*', '@fluentui/*', '@tanstack/*', 'zustand', 'zustand/*', 'i18next', '*/platform', '*/platform/*', '../platform/*'], message: 'shared/core is pure TypeScript: no React, UI or platform imports.' },
            crossWorkspace,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
