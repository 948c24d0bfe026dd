/** negotiator 1.x, the part the API uses (@types/negotiator describes 0.6, without `preferred`). */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the Accept-Encoding header; ties go to the first in `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
