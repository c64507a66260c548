import { useEffect, useState } from 'react';

/** A data URL of the chosen image for its preview; null without a file or until it is read. */
export function useImagePreview(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    // A data URL instead of an object URL: nothing to revoke, and jsdom can read it in tests.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  // A preview of a previous file is never shown for the current one.
  return read && read.file === file ? read.url : null;
}
