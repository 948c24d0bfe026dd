/** What vitest's globalSetup hands the tests: the URI of the run's embedded database, and the PostgreSQL under it (TEST_DATABASE=postgres). */
declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    postgresUrl: string | null;
  }
}

export {};
