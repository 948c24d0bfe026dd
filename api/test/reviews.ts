import { Review, Revision, Schedule } from '@kb/contracts';
import type { AdminClient } from './admin';

/** Answers the JSON of a response with the expected status (the test fails with the body otherwise). */
async function expectJson(response: Response, status: number): Promise<unknown> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Saves a revision of the article over HTTP. */
export async function saveRevision(client: AdminClient, articleId: string, content: string): Promise<Revision> {
  return Revision.parse(await expectJson(await client.send('POST', '/api/admin/save-revision', { articleId, content }), 200));
}

export async function submit(client: AdminClient, revisionId: string, body: { note?: string } = {}): Promise<Review> {
  return Review.parse(await expectJson(await client.send('POST', `/api/admin/revisions/${revisionId}/review`, body), 201));
}

export async function schedule(client: AdminClient, body: Record<string, unknown>): Promise<Schedule> {
  return Schedule.parse(await expectJson(await client.send('POST', '/api/admin/schedules', body), 201));
}

/** An ISO time `ms` from now. */
export const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
