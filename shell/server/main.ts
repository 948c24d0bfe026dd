import { exitWhenDatabaseUnavailable, loadEnv, startApi } from '@kb/api';
import { buildMissing } from './buildMissing';
import { createSiteServer } from './server';
import { loadSiteEnv } from './siteEnv';

/** `pnpm start`: builds what is missing, starts the database and API, serves the whole site on one port. */
const env = loadEnv();
const siteEnv = loadSiteEnv();
buildMissing((message) => console.log(message));
// No database to be had: its message says how to set MONGODB_URI (or GO_BIN); a stack would only distract.
const api = await startApi(env).catch(exitWhenDatabaseUnavailable);
const server = createSiteServer(api, { env: siteEnv });
server.listen(env.PORT, env.HOST, () => {
  console.log(`\nSkyframe Studio Knowledge Base is running at http://localhost:${env.PORT}\n`);
});
const shutdown = () => {
  server.close();
  void api.close().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
