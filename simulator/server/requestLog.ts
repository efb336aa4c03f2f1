// What the request log says about a request. Some calls carry secrets in their query string (GET
// /api/user/v1/passVerify?password=…, codes and tokens of links), and a log file is read by more people than the
// account's owner: those parameters' values are replaced before the line is written.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line (compared case-insensitively, after decoding the name). */
const SECRET_PARAMS = new Set(['password', 'pwd', 'loginpwd', 'oldpwd', 'newpwd', 'passwd', 'code', 'verifycode', 'token', 'cloudtoken', 'sid', 'key', 'secret', 'secret_key', 'ticket', 'visit']);

const REDACTED = '[redacted]';

function nameOf(piece: string): string {
  const raw = piece.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The target with the values of SECRET_PARAMS replaced; the path and other parameters stay as they came. */
export function redactTarget(target: string): string {
  const cut = target.indexOf('?');
  if (cut < 0) return target;
  const pieces = target.slice(cut + 1).split('&').map((piece) => (SECRET_PARAMS.has(nameOf(piece)) ? `${piece.split('=', 1)[0]}=${REDACTED}` : piece));
  return `${target.slice(0, cut)}?${pieces.join('&')}`;
}

type LoggedRequest = {
  method: string; url: string; originalUrl?: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number };
  headers?: Record<string, string | string[] | undefined>;
};

/** A client's own X-Request-Id, kept apart from the server's id: at most 64 characters of letters, digits, `.:_-`. */
function clientRequestId(headers: LoggedRequest['headers']): string | undefined {
  const raw = headers?.['x-request-id'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.replace(/[^\w.:-]/g, '').slice(0, 64);
  return value || undefined;
}

/** pino's `req` serializer for Fastify: the target as it came (redacted), so refused spellings are visible too. */
export function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactTarget(request.originalUrl ?? request.url),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
    ...(clientRequestId(request.headers) ? { clientRequestId: clientRequestId(request.headers) } : {}),
  };
}

/**
 * The level of an answered request's line (docs/decisions.md, "Console"): a routine success (the console's 10-second polls among them)
 * at debug, a refusal (4xx) at info, a server failure (5xx) at error. Fastify's own lines were all at info, which
 * wrote megabytes an hour into a JSON log and pushed the start banner out of sight; LOG_LEVEL=debug shows every one.
 */
export function levelOf(statusCode: number): 'debug' | 'info' | 'error' {
  if (statusCode >= 500) return 'error';
  return statusCode >= 400 ? 'info' : 'debug';
}

/** Fastify's request lines at levelOf's level: the incoming line at debug, the completed one by its status. */
export class OutcomeLevels extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log[levelOf(reply.statusCode)]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
