import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { Logger } from '../logger';
import type { ArticleDoc, CategoryDoc } from '../models';
import { SEARCH_LANGUAGES } from '../search/analysis';
import { indexFingerprint } from '../search/searchIndex';
import type { ReadModel, ReadModelDump } from './readModel';
import { dumpVersions, restoreVersions, type VersionsDump } from './readModelSnapshotVersions';
import { toSearchDoc } from './searchDocs';
import { readSnapshotFile, writeSnapshotFile } from './snapshotFile';
import { SNAPSHOT_USABLE_MS } from '../events/eventLog';

/** Raise when the shape of ReadModelDump or of its parts changes. */
const FORMAT = 6;

/** One article through toSearchDoc and the index's tokenising: what they make goes into the fingerprint. */
const PROBE_CATEGORIES = new Map<string, CategoryDoc>([
  ['c1', { _id: 'c1', slug: 'camera-tracking', name: 'Camera Tracking', order: 0, parentId: null }],
  ['c2', { _id: 'c2', slug: 'lens-calibration', name: 'Lens Calibration', order: 1, parentId: 'c1' }],
]);
const PROBE: ArticleDoc = {
  _id: 'probe',
  slug: 'calibrating-lenses',
  title: 'Calibrating the Lenses of Über-Tracked Cameras',
  categoryId: 'c2',
  order: 0,
  content:
    '<h2 id="genlock">Genlock and timecode</h2><p>Running the tracker at 59.94 fps: the cameras’ lenses were calibrated, then re-synced (HDR, 4K).</p><ul><li>Zoom and focus encoders</li></ul>',
  metaDescription: 'How lenses are calibrated',
  seoKeywords: ['lens calibration', 'distortion'],
  semanticTags: ['calibrating', 'lenses'],
  readingTime: 1,
  wordCount: 24,
  imageCount: 0,
  headings: [{ id: 'genlock', title: 'Genlock and timecode', level: 2 }],
  publishedRevisionId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

/** Snapshots made by other code (format, what the indexes hold, how each language is tokenised) do not match this. */
export const SNAPSHOT_FINGERPRINT = createHash('sha256')
  .update(`${FORMAT}:${SEARCH_LANGUAGES.map((language) => indexFingerprint(toSearchDoc(PROBE, PROBE_CATEGORIES), language)).join(':')}`)
  .digest('hex');

/**
 * A part of the snapshot another module keeps in memory (the translations): written with the read model, and
 * given back at the next start before that module loads on its own.
 */
export interface SnapshotPart<T> {
  /** Grows with each change of the part: the snapshot is written again. */
  readonly version: number;
  /** Its state now, or undefined while it has none (not loaded yet): the snapshot is then written without it. */
  dump(): T | undefined;
  /** Called once at start: the snapshot's state for it, or undefined (no usable snapshot, or none in it): it loads on its own. */
  restore(dump: T | undefined): void;
  /** Resolves once it has a state to dump (restored or loaded); the first snapshot after start waits for it. */
  ready(): Promise<void>;
}

interface SnapshotBody {
  model: ReadModelDump;
  versions: VersionsDump;
  /**
   * The published translations and their indexes, serialized apart (absent when they were not loaded yet): the
   * articles are served before they are read.
   */
  translations?: Buffer;
  /** The last event (its place in the event log) the content holds. */
  changes: number;
}

/**
 * The read model and its search index on disk, so a restart at 100,000 articles does not read
 * every article from the database and index it again. A snapshot is used only when it is whole
 * (length and checksum), made by this code (fingerprint) and of the database's current content
 * epoch; what was published after it is then read from the event log before anything is served.
 * Anything else is logged and the read model is built from the database.
 */
export class ReadModelSnapshots {
  constructor(
    private readonly file: string,
    private readonly logger: Logger,
    private readonly fingerprint = SNAPSHOT_FINGERPRINT,
    private readonly translations?: SnapshotPart<unknown>,
  ) {}

  /**
   * Puts the snapshot's content into `readModel` (not served yet: see ReadModel.restore) with its versions, and
   * returns the last event it holds (null when there is no usable snapshot) and `restoreParts`, to call once the
   * read model is served: it gives the translations theirs (they load on their own at once without a snapshot).
   */
  async restore(readModel: ReadModel, epoch: string): Promise<{ changes: number | null; restoreParts(): void }> {
    const body = await this.read(readModel, epoch);
    const translations = body?.translations;
    if (!translations) this.translations?.restore(undefined);
    return { changes: body?.changes ?? null, restoreParts: () => translations && this.restoreTranslations(translations) };
  }

  private restoreTranslations(serialized: Buffer): void {
    let dump: unknown;
    try {
      dump = deserialize(serialized);
    } catch (err) {
      this.logger.warn({ err }, `The translations in the read-model snapshot ${this.file} cannot be restored; reading them from the database`);
    }
    this.translations?.restore(dump);
  }

  private async read(readModel: ReadModel, epoch: string): Promise<SnapshotBody | null> {
    const read = await readSnapshotFile(this.file, this.fingerprint);
    if (!read.ok) {
      if (read.reason === 'damaged') this.logger.warn(`The read-model snapshot ${this.file} is damaged: ${read.detail}; rebuilding it from the database`);
      else this.logger.info(`No read-model snapshot to start from (${read.detail}); loading from the database`);
      return null;
    }
    if (read.header.epoch !== epoch) {
      this.logger.info('The read-model snapshot is of content since replaced (seed or generate); loading from the database');
      return null;
    }
    if (!(Date.now() - (read.header.takenAt ?? 0) < SNAPSHOT_USABLE_MS)) {
      this.logger.info('The read-model snapshot is older than the event log’s last day, which instances follow; loading from the database');
      return null;
    }
    try {
      const body = deserialize(read.body) as SnapshotBody;
      readModel.restore(body.model);
      restoreVersions(readModel, body.versions);
      return body;
    } catch (err) {
      this.logger.warn({ err }, `The read-model snapshot ${this.file} cannot be restored; rebuilding it from the database`);
      return null;
    }
  }

  /** Grows with every change the snapshot holds: the read model's, its versions' and the translations'. */
  version(readModel: ReadModel): number {
    return readModel.version + readModel.versions.version + (this.translations?.version ?? 0);
  }

  /** Writes the read model as it is now, with the last event it holds (`changes`, read in the same synchronous step). */
  async write(readModel: ReadModel, changes: number, epoch: string): Promise<void> {
    // Taken in one synchronous step, so the content is at least as new as the position.
    const takenAt = Date.now();
    const translations = this.translations?.dump();
    const body = serialize({
      model: readModel.dump(),
      versions: dumpVersions(readModel),
      translations: translations === undefined ? undefined : serialize(translations),
      changes,
    } satisfies SnapshotBody);
    await writeSnapshotFile(this.file, { fingerprint: this.fingerprint, epoch, takenAt }, body);
  }
}
