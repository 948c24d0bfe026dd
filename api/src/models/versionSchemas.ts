import { Schema } from 'mongoose';
import { nullable, required, uuidSchema } from './schemaHelpers';
import type { VersionArticleDoc, VersionDoc } from './types';

export const versionSchema = uuidSchema<VersionDoc>(
  {
    name: { type: String, required: true, unique: true },
    ...required({ status: String, createdAt: Date }),
    ...nullable({ forkedFrom: String, createdBy: Schema.Types.Mixed }),
  },
  'versions',
);

/** Pointer rows: `_id` `<versionId>:<articleId>` (reads and writes by `_id`; a fork is read whole by `versionId`). */
export const versionArticleSchema = uuidSchema<VersionArticleDoc>(
  {
    versionId: { type: String, required: true, index: true },
    ...required({ articleId: String, status: String, settings: Schema.Types.Mixed }),
    ...nullable({ revisionId: String, fields: Schema.Types.Mixed }),
  },
  'version_articles',
);
