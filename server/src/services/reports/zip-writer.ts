import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ZipStream from 'zip-stream';
import { drained } from './drained';

/** Plain ZIP (no ZIP64: the sheet's readers all open it): sizes and offsets are 32-bit, entries at most 65,535. */
const ZIP32_LIMIT = 0xffffffff;
const ENTRIES_LIMIT = 0xffff;
/**
 * Bytes of compressed output per chunk of an entry (zlib's default is 16 KB): fewer, larger chunks
 * mean fewer thread-pool round trips, events and socket writes per archive.
 */
const DEFLATE_CHUNK = 128 * 1024;
/** Bytes a streamed entry takes before `settle` waits for the compressor: a window, so producing and compressing overlap. */
const ENTRY_WINDOW = 1024 * 1024;

export class ZipTooLargeError extends Error {
  constructor() {
    super('The file would exceed 4 GB, the limit of a ZIP without ZIP64');
  }
}

/** An entry being written: text or bytes in, deflated to the archive as they come. */
export interface ZipEntryWriter {
  /** Hands data to the compressor at once (as bytes: the caller's strings can die young). */
  push(data: string | Buffer): void;
  /** Resolves once what was pushed fits the window and the archive's stream can take more. */
  settle(): Promise<void>;
  /** Bytes pushed and not taken by the compressor yet. */
  backlog(): number;
  /** `push` then `settle`. */
  write(data: string | Buffer): Promise<void>;
  /** Gives up the entry (the generation failed or the client left): frees the compressor. */
  destroy(): void;
  /** Ends the entry (its data descriptor follows the data). */
  close(): Promise<void>;
}

const ignore = () => undefined;

/**
 * A ZIP archive written straight to a stream by zip-stream (local headers, deflate, data
 * descriptors, central directory): each entry is deflated as it is handed over, with
 * back-pressure from `out` back to the writer, so the archive never sits in memory. Past
 * `limit` (4 GB − 1 without ZIP64) it fails with ZipTooLargeError before writing the bytes
 * beyond it: a reader would take a larger archive as corrupt.
 */
export class ZipWriter {
  private readonly archive: ZipStream;
  private readonly limit: number;
  private readonly modified: Date;
  private written = 0;
  private entries = 0;
  private open = false;
  private failure: Error | null = null;
  private finished = false;
  /** Rejects with the first failure (the size limit, the response closed, the archive's error). */
  private readonly failed: Promise<never>;
  private rejectFailed: (error: Error) => void = ignore;
  private source: PassThrough | null = null;

  /**
   * `level`: deflate level (1, the fastest, by default); `modified`: the entries' date; `limit`: the largest size or
   * offset allowed (a ZIP without ZIP64: 4 GB − 1; tests lower it), past which `ZipTooLargeError` is thrown before
   * anything beyond it is written.
   */
  constructor(
    private readonly out: Writable,
    options: { level?: number; modified?: Date; limit?: number } = {},
  ) {
    this.limit = Math.min(options.limit ?? ZIP32_LIMIT, ZIP32_LIMIT);
    this.modified = options.modified ?? new Date();
    this.failed = new Promise<never>((_resolve, reject) => {
      this.rejectFailed = reject;
    });
    this.failed.catch(ignore);
    this.archive = new ZipStream({ zlib: { level: options.level ?? zlib.constants.Z_BEST_SPEED, chunkSize: DEFLATE_CHUNK } });
    this.archive.on('error', (error: Error) => this.fail(error));
    // The archive's bytes are counted before they reach `out` (so the limit holds), and the
    // archive waits while `out` is full.
    const resume = () => this.archive.resume();
    this.archive.on('data', (chunk: Buffer) => {
      if (this.failure) return;
      this.written += chunk.length;
      if (this.written > this.limit) return this.fail(new ZipTooLargeError());
      if (!out.write(chunk)) {
        this.archive.pause();
        out.once('drain', resume);
      }
    });
    out.once('close', () => {
      if (!this.finished) this.fail(new Error('The response was closed before the file was written'));
    });
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.rejectFailed(error);
    this.archive.pause();
    // With its error, zip-stream ends the entry's compressor (a source merely closed would leave it open).
    this.source?.destroy(error);
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }

  /** Resolves with `work`, or rejects with the archive's failure if that comes first. */
  private async orFailure<T>(work: Promise<T>): Promise<T> {
    const result = await Promise.race([work, this.failed]);
    this.check();
    return result;
  }

  private startEntry(name: string, source: Buffer | PassThrough): Promise<void> {
    this.check();
    if (this.open) throw new Error('ZipWriter: close the open entry first');
    if (this.entries >= ENTRIES_LIMIT) throw new ZipTooLargeError();
    this.entries += 1;
    const done = new Promise<void>((resolve, reject) => {
      this.archive.entry(source, { name, date: this.modified }, (error) => (error ? reject(error) : resolve()));
    });
    done.catch(ignore);
    return done;
  }

  /** Adds a small entry whole. */
  async addFile(name: string, content: string | Buffer): Promise<void> {
    await this.orFailure(this.startEntry(name, typeof content === 'string' ? Buffer.from(content, 'utf8') : content));
    await this.orFailure(drained(this.out));
  }

  /** Starts a streamed entry: write its data, then close it before adding another. */
  openFile(name: string): ZipEntryWriter {
    const source = new PassThrough({ writableHighWaterMark: ENTRY_WINDOW });
    const done = this.startEntry(name, source);
    this.open = true;
    this.source = source;
    let size = 0;
    const push = (data: string | Buffer) => {
      this.check();
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      size += bytes.length;
      if (size > this.limit) throw new ZipTooLargeError();
      source.write(bytes);
    };
    const settle = async () => {
      await this.orFailure(drained(source));
      await this.orFailure(drained(this.out));
    };
    return {
      push,
      settle,
      backlog: () => source.writableLength + source.readableLength,
      destroy: () => this.fail(new Error('ZipWriter: entry given up')),
      write: async (data) => {
        push(data);
        await settle();
      },
      close: async () => {
        this.check();
        source.end();
        await this.orFailure(done);
        this.open = false;
        this.source = null;
      },
    };
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    if (this.open) throw new Error('ZipWriter: close the open entry first');
    this.check();
    const ended = once(this.archive, 'end');
    this.archive.finalize();
    await this.orFailure(ended);
    this.finished = true;
    this.out.end();
  }
}
