export { createApp } from './app';
export { startApi, dataPath, type RunningApi } from './bootstrap';
export { loadEnv, type Env } from './env';
export type { AppDeps } from './deps';
export { answerClientErrorsAsJson } from './clientErrors';
export { exitWhenDatabaseUnavailable } from './db/unavailable';
