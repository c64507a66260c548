/**
 * A file answer once stored is its path `{category}/{id}/{fileName}` (spec 000 §7); before that
 * (a visitor's or staff's new choice) it is the chosen file's bare name.
 */
export function isStoredFilePath(value: unknown): value is string {
  return typeof value === 'string' && value.split('/').length === 3;
}

/** The name a file was uploaded under, which is what people read: a stored path's last segment. */
export function storedFileName(value: string): string {
  return value.split('/').pop() ?? value;
}
