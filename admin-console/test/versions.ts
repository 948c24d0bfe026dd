import type { VersionRecord } from '@kb/contracts';
import { ID } from './articleEditor';

/** A site with versions: 4.2, the main line (current), and 4.1 forked from it (deprecated). */
export const MAIN_LINE: VersionRecord = {
  id: 'main',
  name: '4.2',
  status: 'current',
  current: true,
  mainLine: true,
  forkedFrom: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: null,
  articleCount: 10_000,
  changedCount: 0,
};
export const OLD_VERSION: VersionRecord = {
  ...MAIN_LINE,
  id: ID(2),
  name: '4.1',
  status: 'deprecated',
  current: false,
  mainLine: false,
  forkedFrom: '4.2',
  changedCount: 12,
  createdBy: { personId: ID(9), adminName: 'Me' },
};
