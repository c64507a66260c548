/** Page sizes of the paged lists (spec 000 §9). */
export const PAGE_SIZE = { forms: 5, submissions: 8, templates: 12 } as const;

/** How long toasts stay, by kind (spec 000 §9). */
export const TOAST_DURATION_MS = { success: 3000, error: 5000, info: 3000 } as const;

/** Pages shown either side of the current one (spec 000 §9). */
export const PAGINATION_RADIUS = 2;

export const PASSWORD_MIN_LENGTH = 4;
export const ORGANIZATION_NAME_MAX = 100;

/** Form name limits: 1 to 100 in the create and clone modals, 4 in form settings (spec 000 §5, spec 001 §5). */
export const FORM_NAME_MAX = 100;
export const FORM_SETTINGS_NAME_MIN = 4;
export const REPORT_NAME_MAX = 100;
/** Most characters of the confirmation e-mail's text in one language (form settings, issue 19). */
export const EMAIL_TEXT_MAX = 5000;

/** Grid and field size (spec 001 §9). */
export const GRID_COLUMNS = 12;
export const DEFAULT_FIELD_SIZE = 6;

/**
 * Money bounds (issue 18 §3), checked by shared/core in the designer's save and the public
 * submission. A total (and so every charge) is at most 99,999,999 cents, what card providers
 * accept in one charge and well inside the 32-bit integer columns money is stored in; a unit
 * price (option, choice, product, fixed amount) and an amount discount are within it too.
 */
export const MAX_TOTAL_CENTS = 99_999_999;
/** Most of one product a submission may order (a product's own max may be lower, never higher). */
export const MAX_PRODUCT_QUANTITY = 10_000;
