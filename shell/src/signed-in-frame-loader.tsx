import { lazy } from 'react';
import type { ComponentType } from 'react';
import { loadOnce } from './load-once';

type FrameModule = { default: ComponentType };

const frame = loadOnce<FrameModule>(() => import('./signed-in-frame'));

/**
 * Starts (once) the download of the signed-in frame: when the login form is sent, and at a cold
 * start with a stored session, beside the calls it waits for.
 */
export function preloadSignedInFrame(): Promise<FrameModule> {
  return frame.preload();
}

const LazyFrame = lazy(preloadSignedInFrame);

/** The signed-in frame: at once when its code is here, else after its download (Suspense). */
export function SignedInFrame() {
  const Loaded = frame.loaded()?.default;
  return Loaded ? <Loaded /> : <LazyFrame />;
}
