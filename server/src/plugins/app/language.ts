/**
 * English answers (docs/API.md#language): when a request's Accept-Language prefers English, the
 * envelope's `message` goes through the shared message table (contract/i18n/en.ts). Only that
 * field: `data` (operator content, notices, inbox bodies, records) is never touched, and a message
 * the table does not know (an operator's maintenance notice) stays as it was. Every envelope
 * answer says `Vary: Accept-Language`. Not registered under API_DIALECT=legacy (the legacy
 * servers answer Chinese only); the chat socket's frames are not answers and stay Chinese.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toEnglish } from '../../../../contract/i18n/en.ts';
import { preferredLanguage } from '../../http/language.ts';

interface Envelope {
  code: unknown;
  message: string;
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { message?: unknown }).message === 'string' &&
  'code' in payload;

function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('Vary');
  const text = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(text)) return;
  reply.header('Vary', text ? `${text}, Accept-Language` : 'Accept-Language');
}

/**
 * A message written out past the hook (an onSend hook's own answer, already text), in the
 * request's language; Chinese under API_DIALECT=legacy, as the hook is not there.
 */
export function messageFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): string {
  if (app.config.apiDialect === 'legacy') return message;
  varyOnLanguage(reply);
  return preferredLanguage(request.headers['accept-language']) === 'en' ? toEnglish(message) : message;
}

export function setupLanguage(app: FastifyInstance): void {
  // preSerialization: every object answer passes here (handlers, the error handler's refusals and
  // validation messages, 401/403/404, the maintenance and load answers), before it becomes text.
  // A callback hook: it runs on every answer, and an async one costs a promise each.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!isEnvelope(payload)) return done(null, payload);
    varyOnLanguage(reply);
    if (preferredLanguage(request.headers['accept-language']) !== 'en') return done(null, payload);
    const message = toEnglish(payload.message);
    // A new object: a stored answer (an idempotent replay) is never changed in place.
    done(null, message === payload.message ? payload : { ...payload, message });
  });
}
