import { reclaimWhenIdle } from '../../lib/reclaim-memory';
import { Semaphore } from '../../lib/semaphore';

/** How multipart bodies are read (config.ts FO_UPLOAD_*; docs/production.md "Uploads"). */
export interface UploadLimits {
  /** A body that sends nothing for this long is cut (408). */
  idleMs: number;
  /** A whole multipart body must arrive within this (408). */
  bodyMs: number;
  /** Multipart bodies one client address may be sending at once; more → 429. */
  perAddress: number;
  /** File bytes held in memory at once by the whole server (the bounded resource). */
  memoryBytes: number;
  /** How long a received body waits for memory before a 503. */
  memoryWaitMs: number;
}

/**
 * A body declared smaller than this (a submission without files) is counted by no address: it
 * arrives in a packet or two, its idle and body timeouts still hold, and visitors behind one
 * address (a club's Wi-Fi, a school's NAT) must not be refused for sending at the same instant.
 */
export const SMALL_BODY_BYTES = 64 * 1024;

/**
 * Once the uploads' memory is all given back after at least this many bytes were held, and no
 * upload takes memory for RECLAIM_DELAY_MS, a garbage collection returns their buffers to the
 * system (lib/reclaim-memory.ts); otherwise the server could keep ~130 MB it no longer uses.
 */
const RECLAIM_AFTER_BYTES = 8 * 1024 * 1024;
const RECLAIM_DELAY_MS = 500;

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  idleMs: 20_000,
  // 25 MB (a submission's most) at 2 Mbit/s takes 100 s.
  bodyMs: 120_000,
  perAddress: 4,
  // Two full submissions of 20 MB of files: the database write of one file costs about twice its size again.
  memoryBytes: 40 * 1024 * 1024,
  memoryWaitMs: 15_000,
};

/**
 * The server's shared bounds on multipart bodies: how many one address may be sending, and the
 * memory their files take once received (each file is spooled to a temporary file while it
 * arrives, so a slow sender holds only its socket and its own file, never a shared place).
 */
export interface UploadGate {
  limits: UploadLimits;
  /**
   * Counts a body of `declaredBytes` (its Content-Length, NaN when absent) from `address` in; null
   * when that address already sends `perAddress`. The returned function counts it out
   * (idempotent). A body declared under SMALL_BODY_BYTES is not counted.
   */
  enter(address: string, declaredBytes: number): (() => void) | null;
  /**
   * Holds `bytes` of the uploads' memory (at most `memoryBytes` at once, in arrival order); the
   * returned function gives them back, null when `waitMs` passed first. After a burst, once none
   * is held, the memory the files took is returned to the system.
   */
  holdMemory(bytes: number, waitMs: number): Promise<(() => void) | null>;
  /** The uploads' memory (tests read its peak). */
  memory: Semaphore;
  /** Bodies being received now, by address (tests and logs). */
  receiving(): number;
}

export function createUploadGate(overrides: Partial<UploadLimits> = {}): UploadGate {
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...overrides };
  const inFlight = new Map<string, number>();
  const memory = new Semaphore(limits.memoryBytes);
  const reclaim = reclaimWhenIdle(RECLAIM_AFTER_BYTES, RECLAIM_DELAY_MS);
  return {
    limits,
    memory,
    async holdMemory(bytes, waitMs) {
      const release = await memory.acquire(bytes, waitMs);
      if (!release) return null;
      const done = reclaim.begin();
      return () => {
        release();
        done(bytes);
      };
    },
    enter(address, declaredBytes) {
      if (Number.isFinite(declaredBytes) && declaredBytes < SMALL_BODY_BYTES) return () => undefined;
      const current = inFlight.get(address) ?? 0;
      if (current >= limits.perAddress) return null;
      inFlight.set(address, current + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const now = (inFlight.get(address) ?? 1) - 1;
        if (now <= 0) inFlight.delete(address);
        else inFlight.set(address, now);
      };
    },
    receiving: () => [...inFlight.values()].reduce((sum, count) => sum + count, 0),
  };
}
