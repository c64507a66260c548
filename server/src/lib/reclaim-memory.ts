import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

let collect: Collect | undefined;

/**
 * Runs a full garbage collection (about 10–30 ms on this server's heap) so that the memory of
 * large buffers and of a finished job's survivors goes back to the system now. Left to itself V8
 * frees them only at its next mark-compact: external memory under 64 MB over the last one does
 * not start one, and on an idle process the memory reducer may wait tens of seconds or not run at
 * all. For after a burst of large, short-lived work (uploads, a report), not for routine use.
 */
export function reclaimMemory(): Promise<void> {
  if (!collect) {
    // `gc` is only defined in contexts created after the flag is set.
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  return collect({ type: 'major', execution: 'async' });
}

/** Counts a kind of heavy work in and out (`begin` answers the function that ends it, with its weight). */
export interface IdleReclaim {
  begin(): (weight: number) => void;
}

/**
 * reclaimMemory once a kind of heavy work is idle: when none is under way any more, at least
 * `minimum` of weight (bytes, rows) was done since the last collection, and none begins within
 * `delayMs`.
 */
export function reclaimWhenIdle(minimum: number, delayMs: number): IdleReclaim {
  let active = 0;
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    begin() {
      active += 1;
      clearTimeout(timer);
      let ended = false;
      return (weight) => {
        if (ended) return;
        ended = true;
        active -= 1;
        since += weight;
        if (active > 0 || since < minimum) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          since = 0;
          void reclaimMemory();
        }, delayMs).unref();
      };
    },
  };
}
