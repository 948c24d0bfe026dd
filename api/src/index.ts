export { createApp } from './app';
export { startApi, type RunningApi } from './bootstrap';
export { dataPath } from './db/paths';
export { loadEnv, type Env } from './env';
export type { AppDeps } from './deps';
export { answerClientErrorsAsJson } from './clientErrors';
export { exitWhenDatabaseUnavailable } from './db/unavailable';
export { MEDIA_CSP } from './routes/media';
