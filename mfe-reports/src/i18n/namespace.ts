// The federation name doubles as the i18n namespace, so the shell and this remote agree on it.
export const NAMESPACE = 'reports';
