import type { Writable } from 'node:stream';
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { DeflateRaw } from 'node:zlib';
import { drained } from './drained';

// node:zlib's crc32 (Node ≥ 20.15 / 22.2), typed here because the pinned @types/node predates it.
const crc32 = (zlib as unknown as { crc32(data: Buffer | string, value?: number): number }).crc32;

/** Plain ZIP (no ZIP64): sizes and offsets are 32-bit, entries at most 65,535. */
const ZIP32_LIMIT = 0xffffffff;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAMES = 0x0800;
const METHOD_DEFLATE = 8;
const VERSION = 20;
/**
 * Bytes of compressed output per chunk of a streamed entry (zlib's default is 16 KB): fewer,
 * larger chunks mean fewer thread-pool round trips, events and socket writes per archive.
 */
const DEFLATE_CHUNK = 128 * 1024;

interface Entry {
  name: Buffer;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

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
  /** Bytes pushed and not compressed yet. */
  backlog(): number;
  /** `push` then `settle`. */
  write(data: string | Buffer): Promise<void>;
  /** Gives up the entry (the generation failed or the client left): frees the compressor. */
  destroy(): void;
  /** Ends the entry (its data descriptor follows the data). */
  close(): Promise<void>;
}

function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A ZIP archive written straight to a stream (APPNOTE 6.3: local headers, deflate, data
 * descriptors, central directory): small entries are compressed whole; a large entry is
 * deflated as it is written, with back-pressure, so the archive never sits in memory.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp: { time: number; day: number };
  private open = false;

  private readonly level: number;
  private readonly limit: number;

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
    this.stamp = dosDateTime(options.modified ?? new Date());
  }

  private async push(data: Buffer): Promise<void> {
    this.emit(data);
    await drained(this.out);
  }

  private emit(data: Buffer): void {
    this.offset += data.length;
    if (this.offset > this.limit) throw new ZipTooLargeError();
    this.out.write(data);
  }

  /**
   * The fields a local header (from byte 4) and a central directory entry (from byte 6) share:
   * version needed, flags, method, time, date, CRC-32, sizes, name length.
   */
  private shared(header: Buffer, at: number, entry: Entry): void {
    header.writeUInt16LE(VERSION, at);
    header.writeUInt16LE(entry.flags, at + 2);
    header.writeUInt16LE(METHOD_DEFLATE, at + 4);
    header.writeUInt16LE(this.stamp.time, at + 6);
    header.writeUInt16LE(this.stamp.day, at + 8);
    // With a data descriptor the local header has zeros here; the sizes follow the data.
    header.writeUInt32LE(entry.crc >>> 0, at + 10);
    header.writeUInt32LE(entry.compressedSize, at + 14);
    header.writeUInt32LE(entry.size, at + 18);
    header.writeUInt16LE(entry.name.length, at + 22);
  }

  private localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    this.shared(header, 4, entry);
    // Extra field length: 0.
    return Buffer.concat([header, entry.name]);
  }

  private entry(name: string, flags: number): Entry {
    if (this.open) throw new Error('ZipWriter: close the open entry first');
    if (this.entries.length >= 0xffff) throw new ZipTooLargeError();
    const entry: Entry = { name: Buffer.from(name, 'utf8'), flags: flags | FLAG_UTF8_NAMES, crc: 0, compressedSize: 0, size: 0, offset: this.offset };
    this.entries.push(entry);
    return entry;
  }

  /** Adds a small entry whole. */
  async addFile(name: string, content: string | Buffer): Promise<void> {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const compressed = zlib.deflateRawSync(data, { level: this.level });
    const entry = this.entry(name, 0);
    entry.crc = crc32(data);
    entry.size = data.length;
    entry.compressedSize = compressed.length;
    await this.push(this.localHeader(entry));
    await this.push(compressed);
  }

  /** Starts a streamed entry: write its data, then close it before adding another. */
  openFile(name: string): ZipEntryWriter {
    const entry = this.entry(name, FLAG_DATA_DESCRIPTOR);
    this.emit(this.localHeader(entry));
    this.open = true;
    const deflate: DeflateRaw = zlib.createDeflateRaw({ level: this.level, chunkSize: DEFLATE_CHUNK });
    let failure: Error | null = null;
    deflate.on('data', (chunk: Buffer) => {
      entry.compressedSize += chunk.length;
      try {
        this.emit(chunk);
      } catch (error) {
        failure = error as Error;
        deflate.destroy(failure);
      }
    });
    deflate.on('error', (error) => {
      failure ??= error;
    });
    const check = () => {
      if (failure) throw failure;
    };
    let last: Promise<void> = Promise.resolve();
    const push = (data: string | Buffer) => {
      check();
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      if (entry.size > this.limit) throw new ZipTooLargeError();
      last = new Promise<void>((resolve, reject) => {
        deflate.write(bytes, (error) => (error ? reject(error) : resolve()));
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
    return {
      push,
      settle,
      backlog: () => deflate.writableLength,
      destroy: () => {
        failure ??= new Error('ZipWriter: entry given up');
        deflate.destroy();
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
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc >>> 0, 4);
        descriptor.writeUInt32LE(entry.compressedSize, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        this.open = false;
        await this.push(descriptor);
      },
    };
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    if (this.open) throw new Error('ZipWriter: close the open entry first');
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4); // version made by
      this.shared(header, 6, entry);
      // extra field length, comment length, disk number, internal and external attributes: 0.
      header.writeUInt32LE(entry.offset, 42);
      await this.push(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.emit(end);
    this.out.end();
  }
}
