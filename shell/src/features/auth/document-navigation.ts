import { ROUTES } from '@front-office/shared/core';

/**
 * Full page loads. The login page is its own document (a plain bundle outside the federation
 * host, issue 13 §5): the shell reaches it, and it reaches the shell, by loading the page.
 * An object, so tests (jsdom cannot navigate) replace its members.
 */
export const documentNavigation = {
  /** Loads `url` in place of the current page (as the client-side redirects did, no history entry). */
  replace: (url: string): void => window.location.replace(url),
};

/** Where a sign-in goes (spec 000 §2): the organization chooser, as the shell's `/` does without a chosen organization. */
export const AFTER_SIGN_IN_PATH = ROUTES.organizationSelection;
