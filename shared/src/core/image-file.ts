/** Spec 000 §9: logos and form images are png or jpeg; the server also caps them at 2 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageProblem = 'type' | 'size';

export function isAcceptedImageType(mime: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(mime);
}

/** Why a chosen file cannot be an image upload, or null when it can. Only the declared type is checked here; the server reads the bytes. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!isAcceptedImageType(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
