import { pino, type Logger } from 'pino';

/** Secrets that might sit in a logged object are never written. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', '*.password', '*.token'],
      censor: '[masqué]',
    },
  });
}
