/**
 * What may reach the log. A database error is told by its SQLSTATE, constraint and table only: its
 * message repeats the query with its parameters (password hashes, codes, e-mails). Hardening
 * finding 2; the request serializer and the redaction paths keep secrets out of the other lines.
 */
import { Writable } from 'node:stream';
import pinoPretty from 'pino-pretty';

interface DatabaseFailure {
  code?: unknown;
  constraint_name?: string;
  constraint?: string;
  table_name?: string;
  table?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The database's own error, itself or under a driver or ORM wrapper (drizzle puts it in `cause`). */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  if (!(error instanceof Error)) return null;
  for (const candidate of [error, (error as { cause?: unknown }).cause] as DatabaseFailure[]) {
    if (candidate && typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) return candidate;
  }
  return null;
}

/* drizzle's wrapper names the query and its parameters in the message: keep the words before them. */
const QUERY_TEXT = /\s*(Failed query|params):[\s\S]*$/;

/**
 * The logger's `err` serializer: a database error by its code alone; any other error by its type,
 * message and stack, without its `cause` chain (a wrapped database error would bring its query back).
 */
export function serializeError(error: Error): SerializedError {
  const database = databaseFailure(error);
  if (database) {
    return {
      type: 'DatabaseError',
      message: `database error ${String(database.code)}`,
      stack: '',
      dbCode: database.code,
      constraint: database.constraint_name ?? database.constraint,
      table: database.table_name ?? database.table,
    };
  }
  return {
    type: error.name,
    message: error.message.replace(QUERY_TEXT, ''),
    stack: (error.stack ?? '').replace(QUERY_TEXT, ''),
  };
}

/* Field names that hold secrets, wherever a log line carries them (one level deep, or at its top). */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'code',
  'token',
  'ticket',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/** The one line a request leaves (app.ts): its method, masked URL, status and time. */
interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** pino-pretty's message of a line: a request as `GET /server/check 200 1.2 ms`, any other as its text. */
export function prettyMessage(line: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = line as RequestLine;
  if (req && res && typeof responseTime === 'number')
    return `${req.method} ${req.url} ${res.statusCode} ${responseTime.toFixed(1)} ms`;
  return String(line[messageKey] ?? '');
}

/**
 * Readable lines for a person at a terminal; JSON for a log collector. Redaction and the
 * serializers run before either, so both forms hold the same masked values.
 */
export function prettyStream(destination: number | { write: (line: string) => void } = 1) {
  return pinoPretty({
    colorize: typeof destination === 'number' && pinoPretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: prettyMessage,
    /* Written at once, so a line logged just before an exit is not lost. */
    sync: true,
    destination:
      typeof destination === 'number'
        ? destination
        : new Writable({
            write(chunk: Buffer, _encoding, callback) {
              destination.write(chunk.toString());
              callback();
            },
          }),
  });
}

/** Pretty lines at a terminal outside production; JSON in production or when stdout is piped. */
export const wantsPrettyLogs = (env: NodeJS.ProcessEnv = process.env, tty = Boolean(process.stdout.isTTY)): boolean =>
  tty && env.NODE_ENV !== 'production';

/**
 * The server's logger options: main.ts starts with them and the tests that read the log use them
 * too, so what the tests prove of the log holds for the running server. `pretty` writes readable
 * lines (to `stream` when given, else to stdout) instead of JSON.
 */
export function productionLogger(level: string, stream?: { write: (line: string) => void }, pretty = false) {
  const destination = pretty ? prettyStream(stream ?? 1) : stream;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '***' },
    ...(destination ? { stream: destination } : {}),
  };
}
