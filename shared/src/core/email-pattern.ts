/**
 * The one e-mail check of the browser and the server: the WHATWG pattern (the one yup's
 * `string().email()` and `<input type="email">` apply). The login form, the public form's e-mail
 * fields, the payment's receipt e-mail (and the server's `CustomerEmail`) and the form settings'
 * administrator e-mails all check with it.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
