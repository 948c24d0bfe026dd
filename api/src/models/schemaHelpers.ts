import { randomUUID } from 'node:crypto';
import { Schema, type SchemaDefinition } from 'mongoose';

/** Every document has a UUID string `_id`; no versionKey; strict mode on. */
export function uuidSchema<T extends { _id: string }>(definition: Omit<SchemaDefinition<T>, '_id'>, collection: string): Schema<T> {
  return new Schema<T>({ _id: { type: String, default: () => randomUUID() }, ...definition } as unknown as SchemaDefinition<T>, {
    collection,
    versionKey: false,
    strict: true,
    strictQuery: true,
  });
}

type FieldType = StringConstructor | NumberConstructor | BooleanConstructor | DateConstructor | typeof Schema.Types.Mixed | StringConstructor[];

function fieldsOf<F extends Record<string, FieldType>, O extends object>(fields: F, options: O) {
  return Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, { type, ...options }])) as { [K in keyof F]: { type: F[K] } & O };
}

/** Fields every document has, by name and type: `required({ title: String, createdAt: Date })`. */
export const required = <F extends Record<string, FieldType>>(fields: F) => fieldsOf(fields, { required: true as const });

/** Fields that are null until set, by name and type. */
export const nullable = <F extends Record<string, FieldType>>(fields: F) => fieldsOf(fields, { default: null });

/** An article's or translation's headings (the content pipeline's). */
export const headingsField = { type: [{ _id: false, id: String, title: String, level: Number }], default: [] };

/** Who saved a revision and whether, and by whom, it is published: the same in article and translation revisions. */
export const revisionAuthorFields = {
  ...required({ adminName: String, createdAt: Date }),
  ...nullable({ personId: String, publishedBy: Schema.Types.Mixed }),
  isPublished: { type: Boolean, default: false },
};
