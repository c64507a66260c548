import type { Writable } from 'node:stream';
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { DeflateRaw } from 'node:zlib';
import { Zip } from 'fflate';
import type { ZipInputFile } from 'fflate';
import { drained } from './drained';

// node:zlib's crc32 (Node ≥ 20.15 / 22.2), typed here because the pinned @types/node predates it.
const crc32 = (zlib as unknown as { crc32(data: Buffer | string, value?: number): number }).crc32;

/** Plain ZIP (no ZIP64, which fflate does not write): sizes and offsets are 32-bit, entries at most 65,535. */
const ZIP32_LIMIT = 0xffffffff;
const METHOD_DEFLATE = 8;
/**
 * Bytes of compressed output per chunk of a streamed entry (zlib's default is 16 KB): fewer,
 * larger chunks mean fewer thread-pool round trips, events and socket writes per archive.
 */
const DEFLATE_CHUNK = 128 * 1024;
const FINAL = new Uint8Array(0);

export class ZipTooLargeError extends Error {
  constructor() {
    super('The file would exceed 4 GB, the limit of a ZIP without ZIP64');
  }
}

/** An entry being written: text or bytes in, deflated to the archive as they come. */
export interface ZipEntryWriter {
  /** Hands data to the compressor at once (as bytes: the caller's strings can die young). */
  push(data: string | Buffer): void;
  /** Resolves once everything pushed is compressed and the archive's stream can take more. */
  settle(): Promise<void>;
  /**
   * Resolves once fewer than `bytes` wait to be compressed and the archive's stream can take more:
   * the compressor keeps working on the rest while the caller produces the next data.
   */
  below(bytes: number): Promise<void>;
  /** Bytes pushed and not compressed yet. */
  backlog(): number;
  /** `push` then `settle`. */
  write(data: string | Buffer): Promise<void>;
  /** Gives up the entry (the generation failed or the client left): frees the compressor. */
  destroy(): void;
  /** Ends the entry (its data descriptor follows the data). */
  close(): Promise<void>;
}

/**
 * A ZIP archive written straight to a stream, with back-pressure, so the archive never sits in
 * memory. fflate's `Zip` writes the container (local headers, data descriptors, central
 * directory); the data it is handed is already deflated by node:zlib, with its CRC-32 and size
 * from node:zlib's `crc32`, as fflate's `ZipInputFile` allows: fflate's own `ZipDeflate` would
 * deflate and sum in JavaScript on the event loop, where node:zlib deflates in the thread pool
 * and sums natively (docs/reports.md, "XLSX writer").
 */
export class ZipWriter {
  private offset = 0;
  private entries = 0;
  private open = false;
  private readonly zip: Zip;
  private readonly level: number;
  private readonly limit: number;
  private readonly modified: Date;

  /**
   * `level`: deflate level (1, the fastest, by default); `modified`: the entries' date; `limit`: the largest size or
   * offset allowed (a ZIP without ZIP64: 4 GB − 1; tests lower it), past which `ZipTooLargeError` is thrown before
   * anything beyond it is written.
   */
  constructor(
    private readonly out: Writable,
    options: { level?: number; modified?: Date; limit?: number } = {},
  ) {
    this.level = options.level ?? zlib.constants.Z_BEST_SPEED;
    this.limit = Math.min(options.limit ?? ZIP32_LIMIT, ZIP32_LIMIT);
    this.modified = options.modified ?? new Date();
    // fflate calls back at once, within the call that handed it data, so a ZipTooLargeError thrown
    // here reaches that caller; its errors (a name past 65,535 bytes) come as the first argument.
    this.zip = new Zip((error, chunk, final) => {
      if (error) throw error;
      this.emit(chunk);
      if (final) this.out.end();
    });
  }

  private emit(data: Uint8Array): void {
    if (data.length === 0) return;
    this.offset += data.length;
    if (this.offset > this.limit) throw new ZipTooLargeError();
    this.out.write(data);
  }

  /** A deflated entry for fflate: `crc` and `size` are set before its last chunk. */
  private entry(name: string): ZipInputFile & { ondata: NonNullable<ZipInputFile['ondata']> } {
    if (this.open) throw new Error('ZipWriter: close the open entry first');
    if (this.entries >= 0xffff) throw new ZipTooLargeError();
    this.entries += 1;
    const file: ZipInputFile = { filename: name, compression: METHOD_DEFLATE, crc: 0, size: 0, mtime: this.modified };
    this.zip.add(file);
    const ondata = file.ondata;
    if (!ondata) throw new Error('ZipWriter: the archive took no entry');
    return Object.assign(file, { ondata });
  }

  /** Adds a small entry whole. */
  async addFile(name: string, content: string | Buffer): Promise<void> {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const file = this.entry(name);
    file.crc = crc32(data);
    file.size = data.length;
    file.ondata(null, zlib.deflateRawSync(data, { level: this.level }), true);
    await drained(this.out);
  }

  /** Starts a streamed entry: write its data, then close it before adding another. */
  openFile(name: string): ZipEntryWriter {
    const file = this.entry(name);
    this.open = true;
    const deflate: DeflateRaw = zlib.createDeflateRaw({ level: this.level, chunkSize: DEFLATE_CHUNK });
    let failure: Error | null = null;
    // The caller waiting for the backlog to fall below its `bytes` (one producer: one waiter).
    let waiter: { bytes: number; done: () => void } | null = null;
    const wake = () => {
      if (waiter && (failure !== null || deflate.writableLength < waiter.bytes)) {
        const { done } = waiter;
        waiter = null;
        done();
      }
    };
    deflate.on('data', (chunk: Buffer<ArrayBuffer>) => {
      try {
        file.ondata(null, chunk, false);
      } catch (error) {
        failure = error as Error;
        deflate.destroy(failure);
      }
    });
    deflate.on('error', (error) => {
      failure ??= error;
      wake();
    });
    const check = () => {
      if (failure) throw failure;
    };
    let last: Promise<void> = Promise.resolve();
    const push = (data: string | Buffer) => {
      check();
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      file.crc = crc32(bytes, file.crc);
      file.size += bytes.length;
      if (file.size > this.limit) throw new ZipTooLargeError();
      last = new Promise<void>((resolve, reject) => {
        // Called once the compressor took the chunk (its bytes no longer count in writableLength).
        deflate.write(bytes, (error) => {
          if (error) failure ??= error;
          wake();
          if (error) reject(error);
          else resolve();
        });
      });
      // Handled here too: a failed write is also reported by `settle` and `close` (through `failure`),
      // and an entry given up must not end the process with an unhandled rejection.
      last.catch(() => undefined);
    };
    const settle = async () => {
      await last;
      check();
      await drained(this.out);
    };
    const below = async (bytes: number) => {
      check();
      if (deflate.writableLength >= bytes) await new Promise<void>((done) => (waiter = { bytes, done }));
      check();
      await drained(this.out);
    };
    return {
      push,
      settle,
      below,
      backlog: () => deflate.writableLength,
      destroy: () => {
        failure ??= new Error('ZipWriter: entry given up');
        deflate.destroy();
        wake();
      },
      write: async (data) => {
        push(data);
        await settle();
      },
      close: async () => {
        check();
        const ended = once(deflate, 'end');
        deflate.end();
        await ended;
        check();
        // The last call: fflate writes the data descriptor (CRC-32 and sizes) after the data.
        file.ondata(null, FINAL, true);
        this.open = false;
        await drained(this.out);
      },
    };
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    if (this.open) throw new Error('ZipWriter: close the open entry first');
    this.zip.end();
  }
}
