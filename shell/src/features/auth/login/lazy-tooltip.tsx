// Fluent's Tooltip and its positioning engine (floating-ui), about 12 KB gzip: a chunk of its
// own, downloaded when someone first points at or focuses a hint (login-page.tsx `Hint`).
export { Tooltip as default } from '@front-office/shared/ui';
