/** Whether a value read from JSON is an object with named fields (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
