interface Waiter {
  weight: number;
  resolve: (granted: boolean) => void;
}

/**
 * At most `limit` units held at once (one per holder by default, or a weight each, such as the
 * bytes of an upload); the others wait in line, first come first served, at most `maxWaiting` of
 * them (a caller past that is told no at once rather than queued without end).
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** The most units held at once (tests read it). */
  peak = 0;

  constructor(
    readonly limit: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A semaphore needs a limit of at least 1, got ${limit}`);
  }

  /** Units held now. */
  get held(): number {
    return this.active;
  }

  /**
   * A release function once `weight` units are free (a weight above the limit takes the whole
   * limit); null when the line is already full or `waitMs` passed first.
   */
  async acquire(weight = 1, waitMs = Number.POSITIVE_INFINITY): Promise<(() => void) | null> {
    const units = Math.min(Math.max(1, Math.ceil(weight)), this.limit);
    // The line is served in order: a light caller does not pass a heavy one that waits.
    if (this.waiting.length > 0 || this.active + units > this.limit) {
      if (this.waiting.length >= this.maxWaiting) return null;
      const granted = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = { weight: units, resolve };
        this.waiting.push(waiter);
        if (Number.isFinite(waitMs)) {
          setTimeout(() => {
            const index = this.waiting.indexOf(waiter);
            if (index < 0) return;
            this.waiting.splice(index, 1);
            resolve(false);
            // The head may fit now that a heavier waiter before it left.
            this.serve();
          }, waitMs).unref();
        }
      });
      if (!granted) return null;
    } else {
      this.active += units;
    }
    this.peak = Math.max(this.peak, this.active);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= units;
      this.serve();
    };
  }

  /** Hands free units to the waiters at the head of the line, in order. */
  private serve(): void {
    for (let head = this.waiting[0]; head && this.active + head.weight <= this.limit; head = this.waiting[0]) {
      this.waiting.shift();
      this.active += head.weight;
      head.resolve(true);
    }
  }
}
