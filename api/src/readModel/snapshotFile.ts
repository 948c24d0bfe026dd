import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';

const MAGIC = Buffer.from('KBSNAP1\n');

/** What a snapshot file says of itself before its body is read. */
export interface SnapshotHeader {
  /** What the body was made by (format, index options): another means it is not for this code. */
  fingerprint: string;
  /** The content epoch it was taken in (see contentEpoch). */
  epoch: string;
  /** When it was taken (ms since 1970): the event log's window must still hold what was written since (events/eventLog). */
  takenAt?: number;
  bodyBytes: number;
  crc32: number;
}

export type SnapshotRead = { ok: true; header: SnapshotHeader; body: Buffer } | { ok: false; reason: 'missing' | 'outdated' | 'damaged'; detail: string };

/**
 * Writes magic, header length, header (JSON) and body to a temporary file beside `file`, flushes it
 * and renames it into place: a reader sees the old file or the new one, never half of one, also
 * with several instances writing into the same folder.
 */
export async function writeSnapshotFile(file: string, header: Omit<SnapshotHeader, 'bodyBytes' | 'crc32'>, body: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const head = Buffer.from(JSON.stringify({ ...header, bodyBytes: body.length, crc32: crc32(body) } satisfies SnapshotHeader));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writev([MAGIC, length, head, body]);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

/** Reads and checks a snapshot file: missing, made by other code (fingerprint), or damaged (cut short, altered). */
export async function readSnapshotFile(file: string, fingerprint: string): Promise<SnapshotRead> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, reason: 'missing', detail: 'no snapshot yet' };
    return { ok: false, reason: 'damaged', detail: `cannot be read (${(err as Error).message})` };
  }
  if (data.length < MAGIC.length + 4 || !data.subarray(0, MAGIC.length).equals(MAGIC)) return { ok: false, reason: 'damaged', detail: 'not a snapshot file' };
  const headEnd = MAGIC.length + 4 + data.readUInt32BE(MAGIC.length);
  let header: SnapshotHeader;
  try {
    header = JSON.parse(data.subarray(MAGIC.length + 4, headEnd).toString('utf8')) as SnapshotHeader;
  } catch {
    return { ok: false, reason: 'damaged', detail: 'its header is cut short or altered' };
  }
  if (header.fingerprint !== fingerprint) return { ok: false, reason: 'outdated', detail: 'written by another version of the read model or search index' };
  const body = data.subarray(headEnd);
  if (body.length !== header.bodyBytes) return { ok: false, reason: 'damaged', detail: `${body.length} of ${header.bodyBytes} bytes (cut short)` };
  if (crc32(body) !== header.crc32) return { ok: false, reason: 'damaged', detail: 'its checksum does not match' };
  return { ok: true, header, body };
}
