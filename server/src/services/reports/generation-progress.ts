/** How far one generation is: rows written of the total. */
export interface GenerationProgress {
  done: number;
  total: number;
  finished: boolean;
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

  start(userId: string, progressId: string, total: number): (done: number, finished?: boolean) => void {
    this.sweep();
    const entry = { done: 0, total, finished: false, userId, finishedAt: null as number | null };
    this.entries.set(this.key(userId, progressId), entry);
    return (done, finished = false) => {
      entry.done = done;
      if (finished) {
        entry.finished = true;
        entry.finishedAt = Date.now();
      }
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
