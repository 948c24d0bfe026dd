import type { Actor } from '@kb/contracts';

/**
 * Who did something, as revisions, reviews, schedules and versions keep it: the person's id and their name
 * as it was. The signed-in identity carries more (email, role, the session's key), which is never stored
 * or sent with a record.
 */
export const actorOf = ({ personId, adminName }: Actor): Actor => ({ personId, adminName });

/** Whose something is (an open editor, an autosave): a person by id; the shared password's site administrator by name. */
export const actorKey = ({ personId, adminName }: Actor): string => personId ?? `name:${adminName}`;
