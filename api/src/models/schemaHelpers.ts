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
