import { lazy } from 'react';
import type { ComponentType } from 'react';

type FrameModule = { default: ComponentType };

let frame: Promise<FrameModule> | null = null;

/**
 * Starts (once) the download of the signed-in frame: when the login form is sent, and at a cold
 * start with a stored session, beside the calls it waits for.
 */
export function preloadSignedInFrame(): Promise<FrameModule> {
  if (!frame) {
    const download = import('./signed-in-frame');
    frame = download;
    // A failed download is not kept: the next attempt tries again.
    download.catch(() => {
      if (frame === download) frame = null;
    });
  }
  return frame;
}

export const LazySignedInFrame = lazy(preloadSignedInFrame);
