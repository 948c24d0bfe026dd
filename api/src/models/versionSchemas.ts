import { Schema } from 'mongoose';
import { uuidSchema } from './schemaHelpers';
import type { VersionArticleDoc, VersionDoc } from './types';

export const versionSchema = uuidSchema<VersionDoc>(
  {
    name: { type: String, required: true, unique: true },
    status: { type: String, required: true },
    forkedFrom: { type: String, default: null },
    createdAt: { type: Date, required: true },
    createdBy: { type: Schema.Types.Mixed, default: null },
  },
  'versions',
);

/** Pointer rows: `_id` `<versionId>:<articleId>` (reads and writes by `_id`; a fork is read whole by `versionId`). */
export const versionArticleSchema = uuidSchema<VersionArticleDoc>(
  {
    versionId: { type: String, required: true, index: true },
    articleId: { type: String, required: true },
    revisionId: { type: String, default: null },
    status: { type: String, required: true },
    settings: { type: Schema.Types.Mixed, required: true },
    fields: { type: Schema.Types.Mixed, default: null },
  },
  'version_articles',
);
