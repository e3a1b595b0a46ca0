import { open, type FileHandle } from 'node:fs/promises';
import { inputError } from '../common/errors.js';
import { checkReadable, orInputError, readAt, readHead } from './files.js';
import { CUT_SHORT } from './json-syntax.js';

// Record signatures and sizes of the zip format (APPNOTE.TXT).
const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;

/** Largest zip entry inflated into memory. */
const MAX_ENTRY_BYTES = 512 * 1024 * 1024;

/** DEFLATE cannot shrink data more than about 1032:1, so an entry claiming more is broken (or a bomb). */
const MAX_DEFLATE_RATIO = 1032;

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

function u64(buffer: Buffer, offset: number): number {
  return Number(buffer.readBigUInt64LE(offset));
}

/** The central directory, found by the end record (or its zip64 form). */
async function centralDirectory(handle: FileHandle, size: number, file: string): Promise<Buffer> {
  const tailLength = Math.min(size, END_OF_DIRECTORY_SIZE + MAX_COMMENT);
  const tail = await readAt(handle, size - tailLength, tailLength);
  const last = tail.length - END_OF_DIRECTORY_SIZE;
  const at = last < 0 ? -1 : tail.lastIndexOf(END_OF_DIRECTORY, last);
  if (at === -1) {
    // A zip's entries come first and its directory last: an archive cut short (a log still being written, a copy
    // stopped early) starts as one and has no end record.
    if (isZip(await readAt(handle, 0, Math.min(size, 4)))) {
      throw inputError(file, '', `is a truncated zip archive: it has no central directory at its end; ${CUT_SHORT}`);
    }
    throw inputError(file, '', 'is not a zip archive (an Inspect .eval log is one)');
  }
  let length = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if (
    (offset === 0xffffffff || length === 0xffffffff) &&
    at >= 20 &&
    tail.readUInt32LE(at - 20) === ZIP64_END_LOCATOR
  ) {
    const recordAt = u64(tail, at - 20 + 8);
    const record = recordAt + 56 <= size ? await readAt(handle, recordAt, 56) : Buffer.alloc(0);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY)
      throw inputError(file, '', 'has a broken zip64 end record');
    length = u64(record, 40);
    offset = u64(record, 48);
  }
  if (offset + length > size) throw inputError(file, '', `is a truncated zip archive; ${CUT_SHORT}`);
  return readAt(handle, offset, length);
}

/** Fills the 0xffffffff fields of a directory entry from its zip64 extra field, in the order the format fixes. */
function applyZip64(entry: Entry, extra: Buffer, name: string, file: string): void {
  for (let i = 0; i + 4 <= extra.length;) {
    const id = extra.readUInt16LE(i);
    const length = extra.readUInt16LE(i + 2);
    if (id === ZIP64_EXTRA) {
      let at = i + 4;
      const end = Math.min(extra.length, at + length);
      const next = (): number => {
        if (at + 8 > end) throw inputError(file, name, 'has a broken zip64 extra field');
        const value = u64(extra, at);
        at += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.headerOffset === 0xffffffff) entry.headerOffset = next();
      return;
    }
    i += 4 + length;
  }
}

function listEntries(directory: Buffer, size: number, file: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const decoder = new TextDecoder('utf-8');
  let compressed = 0;
  for (let at = 0; at + 46 <= directory.length;) {
    if (directory.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw inputError(file, '', 'has a broken zip central directory');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry: Entry = {
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      headerOffset: directory.readUInt32LE(at + 42),
    };
    const name = decoder.decode(directory.subarray(at + 46, at + 46 + nameLength));
    applyZip64(entry, directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), name, file);
    entries.set(name, entry);
    compressed += entry.compressedSize;
    at += 46 + nameLength + extraLength + commentLength;
  }
  // Entries that share their data (a zip bomb of overlapping entries) each pass the per-entry checks, but their
  // data cannot fit in the archive side by side.
  if (compressed > size) {
    throw inputError(file, '', 'has zip entries whose data overlap (more than the archive holds): a broken archive');
  }
  return entries;
}

async function entryBytes(
  handle: FileHandle,
  size: number,
  entry: Entry,
  name: string,
  file: string,
): Promise<Uint8Array> {
  if (entry.size > MAX_ENTRY_BYTES)
    throw inputError(file, name, `is ${Math.round(entry.size / 1048576)} MiB, too large to read`);
  if (entry.method === DEFLATED && entry.size > entry.compressedSize * MAX_DEFLATE_RATIO + 1024) {
    throw inputError(
      file,
      name,
      `claims to inflate ${entry.compressedSize} bytes to ${entry.size}, more than DEFLATE can: a broken archive`,
    );
  }
  if (entry.headerOffset + 30 > size) throw inputError(file, name, 'has a broken zip entry header');
  const header = await readAt(handle, entry.headerOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER)
    throw inputError(file, name, 'has a broken zip entry header');
  const start = entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  // The size comes from the archive: check it against the file before allocating a buffer of that size.
  if (start + entry.compressedSize > size) throw inputError(file, name, 'is truncated');
  const data = await readAt(handle, start, entry.compressedSize);
  if (data.length < entry.compressedSize) throw inputError(file, name, 'is truncated');
  let bytes: Uint8Array;
  if (entry.method === STORED) bytes = data;
  else if (entry.method === DEFLATED) {
    // zlib is loaded only by a run that reads a zip (an Inspect .eval log).
    const { inflateRawSync } = await import('node:zlib');
    try {
      // One byte of room more than the header gives, so data that inflates to more is noticed, not cut.
      bytes = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      throw inputError(file, name, `cannot be inflated (${(error as Error).message})`);
    }
  } else throw inputError(file, name, `uses zip compression method ${entry.method}, which is not supported`);
  if (bytes.length !== entry.size)
    throw inputError(file, name, `inflates to ${bytes.length} bytes, not the ${entry.size} its header gives`);
  return bytes;
}

/** A zip archive opened for reading a few named entries without loading the rest. */
export interface ZipReader {
  names: string[];
  /** The entry's bytes, or undefined when the archive has no entry of that name. */
  read: (name: string) => Promise<Uint8Array | undefined>;
  close(): Promise<void>;
}

/** Opens a zip archive: reads its central directory only; entries are read on demand. */
export async function openZip(file: string): Promise<ZipReader> {
  const size = await checkReadable(file);
  const handle = await orInputError(file, open(file, 'r'));
  try {
    const entries = listEntries(await centralDirectory(handle, size, file), size, file);
    return {
      names: [...entries.keys()],
      read: async (name) => {
        const entry = entries.get(name);
        return entry === undefined ? undefined : entryBytes(handle, size, entry, name, file);
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Whether a file starts like a zip archive (an Inspect `.eval` log): with a local file header's signature. */
export function isZip(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32LE(0) === LOCAL_HEADER;
}

/** Whether a file starts like a zip archive, reading only its first bytes. */
export async function startsWithZipMagic(file: string): Promise<boolean> {
  return isZip(await readHead(file, 4));
}
