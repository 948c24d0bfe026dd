import { expect } from 'vitest';

/** Expects an error answer: `status`, and exactly the JSON body `{ error, code }`. */
export async function expectError(response: Response, status: number, body: { error: string; code: string }): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
}
