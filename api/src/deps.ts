import type { Connection } from 'mongoose';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Models } from './models';
import type { ReadModel } from './readModel/readModel';

/** What createApp needs; tests build it against their own database. */
export interface AppDeps {
  env: Env;
  logger: Logger;
  conn: Connection;
  models: Models;
  readModel: ReadModel;
}
