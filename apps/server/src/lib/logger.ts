import { pino, type DestinationStream, type Logger } from 'pino';

/** Query parameters that carry secrets in some networks' URLs (Graph puts tokens there). */
const SECRET_PARAMETER = /([?&](?:[a-z_]*token|client_secret|code|code_verifier|password|key)=)[^&#]*/gi;

export const maskUrl = (url: string | undefined): string | undefined => url?.replace(SECRET_PARAMETER, '$1[masqué]');

/** What the log keeps of an error: its kind, a message free of SQL and values, its code, its stack frames. */
export interface LoggedError {
  type: string;
  message?: string;
  code?: string | number;
  stack?: string;
  cause?: LoggedError;
}

const MAX_MESSAGE = 300;
const MAX_CAUSES = 3;

/**
 * Drizzle's message is "Failed query: <sql>\nparams: <values>", and PostgreSQL ends some of its own
 * with the value it refused (`invalid input syntax for type uuid: "…"`): neither reaches the log.
 */
function cleanMessage(message: string): string {
  const text = message
    .replace(/^Failed query:[\s\S]*$/, 'Failed query')
    .replace(/(^|\n)\s*params:[\s\S]*$/, '')
    .replace(/(:\s*)"(?:[^"\\]|\\.)*"\s*$/, '$1"[masqué]"');
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

/** The stack's frames only: its first line repeats the message. */
const framesOf = (stack: string): string =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * An error as the log keeps it. Everything else it carries is dropped, whatever its name: a
 * database error holds the query and its parameters (`query`, `params`, a `detail` quoting the
 * row), a client's error the request `body`, and any of them a `cause` holding the same.
 */
export function serializeError(value: unknown, depth = 0): LoggedError {
  if (typeof value !== 'object' || value === null) return { type: typeof value };
  const error = value as { name?: unknown; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown };
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const type = typeof constructorName === 'string' && constructorName !== 'Object' ? constructorName : typeof error.name === 'string' ? error.name : 'Error';
  return {
    type,
    ...(typeof error.message === 'string' ? { message: cleanMessage(error.message) } : {}),
    ...(typeof error.code === 'string' || typeof error.code === 'number' ? { code: error.code } : {}),
    ...(typeof error.stack === 'string' ? { stack: framesOf(error.stack) } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSES ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

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
      err: (error: unknown) => serializeError(error),
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', '*.password', '*.token', 'url'],
      censor: (value, path) => (path.at(-1) === 'url' && typeof value === 'string' ? maskUrl(value) : '[masqué]'),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
