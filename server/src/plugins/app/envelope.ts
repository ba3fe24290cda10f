/**
 * The contract's envelope `{code, message, data}` and everything around it: lenient body parsing,
 * one error handler, `Cache-Control: no-store` on API answers. (Handlers build a success answer
 * with `ok()`, http/answer.ts.)
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusalOf } from '../../lib/error-answer.ts';
import { isDataException } from '../../lib/errors.ts';
import { isApiRequest } from '../../lib/route-path.ts';
import { validationMessage } from '../../http/validation-message.ts';
import { COMMON_MESSAGES, HTTP_MESSAGES } from '../../../../contract/common/rules.ts';

const httpMessage = (status: number): string =>
  (HTTP_MESSAGES as Record<number, string>)[status] ?? HTTP_MESSAGES.other;

function handleError(this: FastifyInstance, error: Error, request: FastifyRequest, reply: FastifyReply) {
  // Domain refusals (business codes, insufficient funds): the same answer an idempotent call stores.
  const refusal = refusalOf(error);
  if (refusal) return reply.status(refusal.status).send(refusal.answer);
  // Fastify's own errors: request validation, then plain HTTP errors (body, method, size...).
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return reply.status(200).send({ code: 1000, message: validationMessage(fastifyError) });
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ code: status, message: httpMessage(status) });
  }
  // A value the database refuses (out of range, bad encoding) is the input's fault: 1000, logged.
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'input refused by the database');
    return reply.status(200).send({ code: 1000, message: HTTP_MESSAGES[400] });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ code: 500, message: COMMON_MESSAGES.busy });
}

export function setupEnvelope(app: FastifyInstance): void {
  // Fastify refuses an empty body sent with Content-Type: application/json; the legacy client
  // sends exactly that for every no-argument POST. Empty means {}; anything else is strict JSON
  // through Fastify's own parser (prototype-poisoning protection included).
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return strictJson(request, String(body), done);
  });
  // Form posts (the legacy Laravel server read forms too).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const form: Record<string, string> = Object.create(null);
    for (const [key, value] of new URLSearchParams(String(body))) form[key] = value;
    done(null, form);
  });

  app.setErrorHandler(handleError);

  // Money and sessions must never sit in a browser, proxy or service-worker cache. Decided on the
  // matched route, not the raw URL, so `/%61pi/balance` is no-store too (lib/route-path.ts).
  // (A callback hook: every answer passes here, and an async one costs a promise each.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
