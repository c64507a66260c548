/**
 * At most `limit` holders at once; the others wait in line, at most `maxWaiting` of them (a
 * caller past that is told no at once rather than queued without end).
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most holders seen at once (tests read it). */
  peak = 0;

  constructor(
    readonly limit: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A semaphore needs a limit of at least 1, got ${limit}`);
  }

  /** A release function once a place is free; null when the line is already full. */
  async acquire(): Promise<(() => void) | null> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    this.peak = Math.max(this.peak, this.active);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The place passes straight to the next in line, so `active` stays as it is.
      if (next) next();
      else this.active -= 1;
    };
  }
}
