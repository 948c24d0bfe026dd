import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs. Tokens and passwords are redacted wherever they appear. */
export function createLogger(level: string = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', 'password', 'sessionToken', '*.password', '*.sessionToken', 'token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
