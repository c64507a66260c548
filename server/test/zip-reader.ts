import zlib from 'node:zlib';

const crc32 = (zlib as unknown as { crc32(data: Buffer): number }).crc32;

export interface ZipEntryCheck {
  name: string;
  /** Whether sizes and CRC follow the data in a data descriptor (bit 3). */
  streamed: boolean;
  size: number;
  data: Buffer;
}

/**
 * Reads a ZIP the strict way a test should (APPNOTE 6.3): the end record, every central
 * directory entry, its local header at the recorded offset (same name, same flags), the
 * deflated data inflated to exactly the recorded size with the recorded CRC-32, and the data
 * descriptor after streamed entries agreeing with the directory. Throws on the first mismatch.
 */
export function readZip(zip: Buffer): ZipEntryCheck[] {
  const endAt = zip.length - 22;
  if (endAt < 0 || zip.readUInt32LE(endAt) !== 0x06054b50) throw new Error('no end of central directory record (or a comment follows it)');
  const count = zip.readUInt16LE(endAt + 10);
  if (zip.readUInt16LE(endAt + 8) !== count) throw new Error('entries on this disk differ from the total');
  const directorySize = zip.readUInt32LE(endAt + 12);
  let at = zip.readUInt32LE(endAt + 16);
  if (at + directorySize !== endAt) throw new Error('the central directory does not end where the end record starts');
  const entries: ZipEntryCheck[] = [];
  let expectedOffset = 0;
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`central directory entry ${index} has a bad signature`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (offset !== expectedOffset) throw new Error(`${name}: local header at ${offset}, expected ${expectedOffset} (gap or overlap)`);
    if (zip.readUInt32LE(offset) !== 0x04034b50) throw new Error(`${name}: bad local header signature`);
    if (zip.readUInt16LE(offset + 6) !== flags) throw new Error(`${name}: local and central flags differ`);
    const localNameLength = zip.readUInt16LE(offset + 26);
    const localExtraLength = zip.readUInt16LE(offset + 28);
    if (zip.toString('utf8', offset + 30, offset + 30 + localNameLength) !== name) throw new Error(`${name}: local name differs`);
    if (method !== 8) throw new Error(`${name}: method ${method}, expected deflate`);
    const dataAt = offset + 30 + localNameLength + localExtraLength;
    const data = zlib.inflateRawSync(zip.subarray(dataAt, dataAt + compressedSize));
    if (data.length !== size) throw new Error(`${name}: inflated to ${data.length} bytes, directory says ${size}`);
    if (crc32(data) >>> 0 !== crc) throw new Error(`${name}: CRC-32 mismatch`);
    const streamed = (flags & 0x0008) !== 0;
    expectedOffset = dataAt + compressedSize;
    if (streamed) {
      if (zip.readUInt32LE(expectedOffset) !== 0x08074b50) throw new Error(`${name}: no data descriptor`);
      if (zip.readUInt32LE(expectedOffset + 4) !== crc || zip.readUInt32LE(expectedOffset + 8) !== compressedSize || zip.readUInt32LE(expectedOffset + 12) !== size) {
        throw new Error(`${name}: the data descriptor disagrees with the central directory`);
      }
      expectedOffset += 16;
    } else if (zip.readUInt32LE(offset + 14) !== crc || zip.readUInt32LE(offset + 18) !== compressedSize || zip.readUInt32LE(offset + 22) !== size) {
      throw new Error(`${name}: the local header disagrees with the central directory`);
    }
    entries.push({ name, streamed, size, data });
  }
  if (expectedOffset !== zip.readUInt32LE(endAt + 16)) throw new Error('bytes between the last entry and the central directory');
  return entries;
}
