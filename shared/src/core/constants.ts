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

/** Grid and field size (spec 001 §9). */
export const GRID_COLUMNS = 12;
export const DEFAULT_FIELD_SIZE = 6;
