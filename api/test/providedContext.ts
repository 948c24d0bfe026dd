/** What vitest's globalSetup hands the tests: the URI of the run's embedded database. */
declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

export {};
