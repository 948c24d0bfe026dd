import { startApi } from './bootstrap';
import { answerClientErrorsAsJson } from './errors';
import { exitWhenDatabaseUnavailable } from './db/unavailable';
import { loadEnv } from './env';

/** Runs the API on its own (for deployments where the front ends are served elsewhere). */
const env = loadEnv();
const api = await startApi(env).catch(exitWhenDatabaseUnavailable);
const server = api.app.listen(env.PORT, env.HOST, () => api.deps.logger.info(`API listening on http://localhost:${env.PORT}`));
answerClientErrorsAsJson(server);
const shutdown = () => server.close(() => void api.close().then(() => process.exit(0)));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
