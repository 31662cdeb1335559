/**
 * Whether an error means the database cannot be reached right now (docs/product/faults.md), as
 * opposed to a bad query or a broken rule: the connection was refused, reset, cut or timed out,
 * or the server is shutting down or starting up. Drivers and Drizzle wrap errors, so the whole
 * `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && isUnavailableCode(code)) return true;
    if (
      typeof message === 'string' &&
      UNAVAILABLE_MESSAGES.some((text) => message.includes(text))
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** Node's socket errors, and PostgreSQL's connection exceptions (class 08), shutdowns and statement timeout. */
function isUnavailableCode(code: string): boolean {
  return (
    NETWORK_CODES.has(code) ||
    code.startsWith('08') ||
    code === '57P01' || // admin_shutdown
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now
    code === '57014' // query_canceled: the statement timeout
  );
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres says when it gives up on a connection without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
