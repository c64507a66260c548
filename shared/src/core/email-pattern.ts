/**
 * The WHATWG e-mail pattern, the one yup's `string().email()` applies: the login form, the
 * public form's e-mail fields and the form settings' administrator e-mails all check with it.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
