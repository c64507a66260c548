import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

let collect: Collect | undefined;

/**
 * Runs a full garbage collection (about 10 ms on a small heap) so that the memory of large
 * buffers already dropped goes back to the system now. Left to itself V8 frees them only at its
 * next mark-compact: external memory under 64 MB over the last one does not start one, and on an
 * idle process the memory reducer may wait tens of seconds or not run at all. For after a burst
 * of large, short-lived buffers (uploads), not for routine use.
 */
export function reclaimMemory(): Promise<void> {
  if (!collect) {
    // `gc` is only defined in contexts created after the flag is set.
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  return collect({ type: 'major', execution: 'async' });
}
