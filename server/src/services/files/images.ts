import { HttpError } from '../../lib/http-error';

/** Spec 000 §9: logos are png or jpeg. The cap keeps a logo well under the API's body limit. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image kind read from the bytes themselves: the browser's file name and type can lie. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}

/** Throws a 400 unless the bytes are a png or jpeg image. */
export function requireImage(bytes: Uint8Array): ImageKind {
  const kind = detectImageKind(bytes);
  if (!kind) throw new HttpError(400, 'The logo must be a PNG or JPEG image');
  return kind;
}

export const imageTooLarge = () => new HttpError(413, `The logo must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`);
