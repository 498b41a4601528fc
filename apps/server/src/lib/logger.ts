import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

/** Query parameters that carry secrets in some networks' URLs (Graph puts tokens there). */
const SECRET_PARAMETER = /([?&](?:[a-z_]*token|client_secret|code|code_verifier|password|key)=)[^&#]*/gi;

export const maskUrl = (url: string | undefined): string | undefined => url?.replace(SECRET_PARAMETER, '$1[masqué]');

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  id?: string;
}

/** Secrets that might sit in a logged object or a logged URL are never written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: maskUrl(req.url), host: req.hostname, ip: req.ip }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: stdSerializers.err,
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', '*.password', '*.token', 'url'],
      censor: (value, path) => (path.at(-1) === 'url' && typeof value === 'string' ? maskUrl(value) : '[masqué]'),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
