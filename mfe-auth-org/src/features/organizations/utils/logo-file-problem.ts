/** Spec 000 §9: logos are png or jpeg; the server also caps them at 2 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

export type LogoProblem = 'logoType' | 'logoSize';

/** Why a chosen file cannot be a logo, or null when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'logoType';
  if (file.size > LOGO_MAX_BYTES) return 'logoSize';
  return null;
}
