import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';
import type { ImageProblem } from '@front-office/shared/core';
import { IMAGE_ACCEPT, imageFileProblem } from '@front-office/shared/core';

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

export interface ImagePicker {
  /** The last accepted file, or null. */
  file: File | null;
  preview: string | null;
  /** Why the last chosen file was refused; null once an accepted one is chosen. */
  problem: ImageProblem | null;
  /** Spread on a hidden `<input>`; give it an accessible label too. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    type: 'file';
    accept: string;
    hidden: true;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Opens the browser's file chooser, e.g. from a visible button. */
  open: () => void;
  /** Forgets the file and the problem, e.g. once it is saved. */
  clear: () => void;
}

/**
 * The png/jpeg picker of logos and form images (spec 000 §9): a refused file leaves the previous
 * choice in place and reports its problem; the accepted one gets a preview.
 */
export function useImagePicker(): ImagePicker {
  const ref = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const preview = useImagePreview(file);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be picked again after an error, so the input is cleared each time.
    event.target.value = '';
    if (!chosen) return;
    const refusal = imageFileProblem(chosen);
    setProblem(refusal);
    if (!refusal) setFile(chosen);
  }, []);
  const open = useCallback(() => ref.current?.click(), []);
  const clear = useCallback(() => {
    setFile(null);
    setProblem(null);
  }, []);

  return { file, preview, problem, inputProps: { ref, type: 'file', accept: IMAGE_ACCEPT, hidden: true, onChange }, open, clear };
}
