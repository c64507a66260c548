import { useEffect, useState } from 'react';

/** A data URL of the chosen image for its preview; null without a file or until it is read. */
export function useImagePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!file) return undefined;
    // A data URL instead of an object URL: nothing to revoke, and jsdom can read it in tests.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview;
}
