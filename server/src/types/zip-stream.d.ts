// zip-stream ships no types: the part of its API the report's ZIP writer uses (services/reports/zip-writer.ts).
declare module 'zip-stream' {
  import type { Readable, Transform } from 'node:stream';
  import type { ZlibOptions } from 'node:zlib';

  interface ZipStreamOptions {
    /** Passed to the deflate stream of each entry (level, chunkSize). */
    zlib?: ZlibOptions;
    forceZip64?: boolean;
  }

  interface ZipEntryData {
    name: string;
    date?: Date;
  }

  /** A ZIP archive as a readable stream: entries one at a time, each deflated as it is read. */
  class ZipStream extends Transform {
    constructor(options?: ZipStreamOptions);
    /** Adds an entry from a buffer or a stream; `callback` once its data and data descriptor are written. */
    entry(source: Buffer | Readable, data: ZipEntryData, callback: (error: Error | null) => void): this;
    /** Writes the central directory once the entry under way is done, then ends the stream. */
    finalize(): void;
  }

  export = ZipStream;
}
