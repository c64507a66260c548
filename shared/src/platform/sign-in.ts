// The part of the platform a plain page outside the federation uses: the shell's login page
// bundle (issue 13 §5; build/webpack.base.mjs `loginEntryConfig` makes `@front-office/shared/platform`
// this module there). The whole platform is shared whole by the federation host and marked
// side-effectful, so importing its index would bundle every component and library it has.
// Same files, same behaviour: only what the login page does not use is left out.
export * from './storage';
export * from './runtime-config';
export * from './session-store';
export * from './i18n/i18n';
export * from './api-client';
export * from './error-reporting';
export * from './components/touch-targets';
// The apps take react-i18next's API from the platform (issue 13 §5, libraries.ts).
export { I18nextProvider, useTranslation } from 'react-i18next';
