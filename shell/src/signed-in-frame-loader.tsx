import { lazy } from 'react';
import type { ComponentType } from 'react';

type FrameModule = { default: ComponentType };

let frame: Promise<FrameModule> | null = null;
let Loaded: ComponentType | null = null;

/**
 * Starts (once) the download of the signed-in frame: when the login form is sent, and at a cold
 * start with a stored session, beside the calls it waits for.
 */
export function preloadSignedInFrame(): Promise<FrameModule> {
  if (!frame) {
    const download = import('./signed-in-frame');
    frame = download;
    download.then(
      (module) => {
        Loaded = module.default;
      },
      // A failed download is not kept: the next attempt tries again.
      () => {
        if (frame === download) frame = null;
      },
    );
  }
  return frame;
}

const LazyFrame = lazy(preloadSignedInFrame);

/** The signed-in frame: at once when its code is here, else after its download (Suspense). */
export function SignedInFrame() {
  return Loaded ? <Loaded /> : <LazyFrame />;
}
