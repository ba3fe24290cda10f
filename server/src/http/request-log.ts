/**
 * One log line per request, written when it ends: method, URL (credentials redacted,
 * lib/log-redact.ts), status and time in ms, with the request id pino binds to every line of the
 * request. Fastify's own pair (incoming + completed, each through the serializers) cost a third
 * of a balance poll's time. A socket upgrade never completes as a response, so it is logged when
 * it arrives. Errors are logged as Fastify does (level error, with the error).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../lib/log-redact.ts';

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (request.headers.upgrade) request.log.info({ method: request.method, url: redactUrl(request.url) }, 'upgrade');
  }

  /** Fastify's default prints the raw URL; only reached without the app's not-found handler. */
  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method, url: redactUrl(request.url) }, 'route not found');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
