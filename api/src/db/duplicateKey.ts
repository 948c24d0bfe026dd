/** True when a write failed because a document with that unique key (an `_id` lease, say) already exists. */
export const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;
