import { zipSync } from 'fflate';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isZip, openZip, startsWithZipMagic } from '../../src/io/zip.js';
import { tempDir } from '../support/temp.js';

let dir: string;

beforeAll(() => {
  dir = tempDir('passk-zip-');
});

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** A stored (uncompressed) zip whose end records are in zip64 form, as writers produce for big archives. */
function zip64Archive(name: string, content: string): Uint8Array {
  const data = Buffer.from(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(nameBytes.length, 26);
  const zip64Extra = Buffer.alloc(4 + 24);
  zip64Extra.writeUInt16LE(0x0001, 0);
  zip64Extra.writeUInt16LE(24, 2);
  zip64Extra.writeBigUInt64LE(BigInt(data.length), 4);
  zip64Extra.writeBigUInt64LE(BigInt(data.length), 12);
  zip64Extra.writeBigUInt64LE(0n, 20);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(0xffffffff, 20);
  central.writeUInt32LE(0xffffffff, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt16LE(zip64Extra.length, 30);
  central.writeUInt32LE(0xffffffff, 42);
  const directoryOffset = local.length + nameBytes.length + data.length;
  const directoryLength = central.length + nameBytes.length + zip64Extra.length;
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(1n, 32);
  end64.writeBigUInt64LE(BigInt(directoryLength), 40);
  end64.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directoryLength), 8);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, zip64Extra, end64, locator, end]);
}

describe('zip entries', () => {
  it('reads named deflated and stored entries and lists the rest without reading them', async () => {
    const archive = zipSync({
      'header.json': [new TextEncoder().encode('{"status": "success"}'), { level: 6 }],
      'samples/1_epoch_1.json': [new TextEncoder().encode('x'.repeat(1000)), { level: 0 }],
    });
    const zip = await openZip(file('plain.zip', archive));
    try {
      expect(zip.names.sort()).toEqual(['header.json', 'samples/1_epoch_1.json']);
      expect(new TextDecoder().decode(await zip.read('header.json'))).toBe('{"status": "success"}');
      expect((await zip.read('samples/1_epoch_1.json'))?.length).toBe(1000);
      expect(await zip.read('summaries.json')).toBeUndefined();
    } finally {
      await zip.close();
    }
  });

  it('follows zip64 end records and zip64 sizes', async () => {
    const zip = await openZip(file('big.zip', zip64Archive('summaries.json', '[{"id": 1}]')));
    try {
      expect(new TextDecoder().decode(await zip.read('summaries.json'))).toBe('[{"id": 1}]');
    } finally {
      await zip.close();
    }
  });

  it('refuses a file that is not a zip, or a cut-off one', async () => {
    await expect(openZip(file('not.eval', '{"eval": {}}'))).rejects.toThrow(/not\.eval: is not a zip archive/);
    const archive = zipSync({ 'header.json': new TextEncoder().encode('{}') });
    const cut = Buffer.concat([
      Buffer.from(archive.subarray(0, 10)),
      Buffer.from(archive.subarray(archive.length - 22)),
    ]);
    const complete =
      'the file is cut short, as a run stopped while writing it (or a copy that did not finish) ' +
      'leaves it: give the complete file';
    await expect(openZip(file('cut.eval', cut))).rejects.toThrow(`cut.eval: is a truncated zip archive; ${complete}`);
    // Cut before its end record: it starts as a zip, so it is said to be a cut-off one, not no zip at all.
    await expect(openZip(file('head.eval', Buffer.from(archive.subarray(0, 30))))).rejects.toThrow(
      `head.eval: is a truncated zip archive: it has no central directory at its end; ${complete}`,
    );
  });
});

describe('zip entries that lie about their size', () => {
  /** An archive of one deflated header.json (8 bytes) whose central directory claims `size` bytes inflated. */
  function claiming(name: string, size: number): string {
    const archive = Buffer.from(zipSync({ 'header.json': [new TextEncoder().encode('{"a": 1}'), { level: 6 }] }));
    const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    archive.writeUInt32LE(size, archive.readUInt32LE(end + 16) + 24);
    return file(name, archive);
  }

  async function readError(path: string): Promise<string> {
    const zip = await openZip(path);
    try {
      await zip.read('header.json');
    } catch (error) {
      return (error as Error).message;
    } finally {
      await zip.close();
    }
    throw new Error('expected the entry to be refused');
  }

  it('refuses an entry over 512 MiB, or more than DEFLATE can give, before inflating it', async () => {
    expect(await readError(claiming('huge.eval', 768 * 1024 * 1024))).toMatch(
      /huge\.eval: header\.json: is 768 MiB, too large to read$/,
    );
    expect(await readError(claiming('bomb.eval', 4 * 1024 * 1024))).toMatch(
      /bomb\.eval: header\.json: claims to inflate \d+ bytes to 4194304, more than DEFLATE can: a broken archive$/,
    );
  });

  it('refuses an entry that inflates to more or fewer bytes than its header gives', async () => {
    expect(await readError(claiming('short.eval', 3))).toMatch(/short\.eval: header\.json: cannot be inflated \(.+\)$/);
    expect(await readError(claiming('long.eval', 100))).toMatch(
      /long\.eval: header\.json: inflates to 8 bytes, not the 100 its header gives$/,
    );
  });
});

describe('zip entries that share their data', () => {
  it('refuses an archive whose entries point at one deflated body (a zip bomb of overlapping entries)', async () => {
    // 1 MiB of spaces deflates to about 1 kB: many entries naming those bytes would inflate it again and again.
    const body = new TextEncoder().encode(`[${' '.repeat(1024 * 1024)}]`);
    const archive = Buffer.from(zipSync({ '_journal/summaries/1.json': [body, { level: 9 }] }));
    const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const directoryAt = archive.readUInt32LE(end + 16);
    const entry = archive.subarray(directoryAt, end);
    const copies = [1, 2, 3].map((i) => {
      const copy = Buffer.from(entry);
      copy.write(String(i), 46 + '_journal/summaries/'.length);
      return copy;
    });
    const record = Buffer.from(archive.subarray(end));
    record.writeUInt16LE(3, 8);
    record.writeUInt16LE(3, 10);
    record.writeUInt32LE(entry.length * 3, 12);
    const path = file('overlap.eval', Buffer.concat([archive.subarray(0, directoryAt), ...copies, record]));
    await expect(openZip(path)).rejects.toThrow(
      /overlap\.eval: has zip entries whose data overlap \(more than the archive holds\): a broken archive$/,
    );
  });
});

describe('isZip and startsWithZipMagic', () => {
  it('tell a zip by its local file header, PK 3 4, and nothing shorter or else', async () => {
    expect(isZip(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(isZip(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(true);
    expect(isZip(Buffer.from([0x50, 0x4b, 0x03]))).toBe(false);
    // An empty archive opens with its end record (PK 5 6): no entry to read.
    expect(isZip(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
    expect(isZip(Buffer.from('{"eval": {}}'))).toBe(false);
    expect(isZip(Buffer.alloc(0))).toBe(false);
    const archive = zipSync({ 'header.json': new TextEncoder().encode('{}') });
    expect(await startsWithZipMagic(file('log.eval', archive))).toBe(true);
    expect(await startsWithZipMagic(file('log.json', '{"eval": {}}'))).toBe(false);
    expect(await startsWithZipMagic(file('short', 'PK'))).toBe(false);
  });
});
