import { HttpError } from '../../lib/http-error';

/** Spec 000 §9: logos are png or jpeg. The cap keeps a logo well under the API's body limit. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

/** A file type as its first bytes (from `offset`) say: a browser's file name and type can lie. */
export interface ByteSignature {
  bytes: number[];
  offset?: number;
  contentType: string;
}

/** PNG and JPEG: the images the product stores (logos, avatars, signatures, pictures). */
export const IMAGE_SIGNATURES = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], contentType: 'image/png', extension: 'png' },
  { bytes: [0xff, 0xd8, 0xff], contentType: 'image/jpeg', extension: 'jpg' },
] as const satisfies readonly (ByteSignature & ImageKind)[];

/** The first of `signatures` the bytes start with. */
export function matchSignature<T extends ByteSignature>(bytes: Uint8Array, signatures: readonly T[]): T | null {
  return (
    signatures.find(({ bytes: signature, offset = 0 }) => bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)) ??
    null
  );
}

/** The image kind read from the bytes themselves: the browser's file name and type can lie. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const found = matchSignature(bytes, IMAGE_SIGNATURES);
  return found ? { contentType: found.contentType, extension: found.extension } : null;
}

/** Throws a 400 unless the bytes are a png or jpeg image. */
export function requireImage(bytes: Uint8Array): ImageKind {
  const kind = detectImageKind(bytes);
  if (!kind) throw new HttpError(400, 'The logo must be a PNG or JPEG image');
  return kind;
}

export const imageTooLarge = () => new HttpError(413, `The logo must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`);
