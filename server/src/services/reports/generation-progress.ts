/** How far one generation is: rows written of the total. */
export interface GenerationProgress {
  done: number;
  total: number;
  finished: boolean;
}

/** What the generation tells the registry: its total once counted, its rows written as they go. */
export interface GenerationTracker {
  total(total: number): void;
  progress(done: number, finished?: boolean): void;
}

const KEEP_AFTER_FINISH_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Progress of the generations under way, by the id the client chose, for the row's spinner
 * (issue 12, beyond the spec). Kept in this process only: behind a load balancer a poll that
 * reaches another instance finds nothing, and the spinner simply shows no figure.
 */
export class GenerationProgressRegistry {
  private readonly entries = new Map<string, GenerationProgress & { userId: string; finishedAt: number | null }>();

  private key(userId: string, progressId: string) {
    return `${userId}:${progressId}`;
  }

  /**
   * Registers a generation under way; its total (0 until then) is set once counted, so that
   * counting and generating run side by side.
   */
  start(userId: string, progressId: string): GenerationTracker {
    this.sweep();
    const entry = { done: 0, total: 0, finished: false, userId, finishedAt: null as number | null };
    this.entries.set(this.key(userId, progressId), entry);
    return {
      total: (total) => {
        entry.total = total;
      },
      progress: (done, finished = false) => {
        entry.done = done;
        if (finished) {
          entry.finished = true;
          entry.finishedAt = Date.now();
        }
      },
    };
  }

  /** The progress of one of the user's own generations; null when unknown (or another user's). */
  get(userId: string, progressId: string): GenerationProgress | null {
    const entry = this.entries.get(this.key(userId, progressId));
    return entry ? { done: entry.done, total: entry.total, finished: entry.finished } : null;
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.finishedAt !== null && now - entry.finishedAt > KEEP_AFTER_FINISH_MS) this.entries.delete(key);
    }
    if (this.entries.size > MAX_ENTRIES) this.entries.clear();
  }
}
