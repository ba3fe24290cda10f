/**
 * The API document (OpenAPI 3.1), generated from the routes' schemas. The descriptions carry the
 * wire's habits a reader would not guess: string money, Beijing times, the paginator, HTTP-200
 * errors, Idempotency-Key.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

const DESCRIPTION = [
  'Calls of the mobile front end and the operators. Conventions of every call:',
  '',
  '- **Envelope.** Every answer is HTTP 200 with `{code, message, data}`: `code` 200 is success; a refused input answers code 1000 with the first failing field\'s Chinese message and no `data` key; 210 is an insufficient balance; other codes (401 login needed, 403, 500 refusals) also keep HTTP 200 unless stated. `message` is Chinese text shown as is. An empty `data` may be `""`, `[]` or null.',
  "- **Parameters.** Every call reads the query string, a JSON body or a form body alike (the body wins); an empty JSON body is `{}`. Ids and amounts may be strings or numbers; missing keys are answered with the field's message, never a crash.",
  '- **Money** is a decimal string with two places ("1234.50"); some legacy answers send a number.',
  "- **Times** are Beijing time (UTC+8) as 'YYYY-MM-DD HH:mm:ss', never ISO 8601.",
  '- **Lists** that page use the Laravel paginator: rows in `data`, `current_page`/`last_page` from 1, `per_page`, `total`, `from`/`to`, absolute page links or null.',
  '- **Sessions.** `Authorization: Bearer <api_token>` from login_pc/register/trial (member calls).',
  '- **Retries.** Money-moving calls accept an `Idempotency-Key` header: a retry with the same key and body gets the first answer, with `Idempotent-Replayed: true`.',
  '- **Operators** (tag ops, /admin/*) use the operator token; **sandbox** pages exist in demo mode only and stand in for a payment provider and a game venue.',
].join('\n');

const TAGS = [
  { name: 'content', description: 'Site settings, banners, notices, links.' },
  { name: 'session', description: 'Register, login, logoff, trial accounts.' },
  { name: 'member', description: "The member's profile, balance, real name, passwords." },
  { name: 'money', description: 'Venue balances, transfers, deposits, withdrawals.' },
  { name: 'cards', description: 'Saved bank cards and USDT addresses.' },
  { name: 'records', description: 'Account records and bet records (paginated).' },
  { name: 'lottery', description: 'Lottery rooms, rounds, draws, bets.' },
  { name: 'chat', description: 'Room chat over WebSocket.' },
  { name: 'games', description: 'Game venues and launch links.' },
  {
    name: 'protection',
    description:
      "Player protection (our extension): the member's own deposit, loss and stake limits, time-outs, self-exclusion, reality check.",
  },
  { name: 'ops', description: 'Operator calls (operator token): not for players.' },
  {
    name: 'sandbox',
    description: 'Demo-mode pages standing in for a payment provider and a game venue: not for production.',
  },
];

export async function setupOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'TG platform API', version: '1', description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: {
          member: { type: 'http', scheme: 'bearer', description: 'The api_token of login_pc, register or trial.' },
          operator: { type: 'http', scheme: 'bearer', description: 'The operator token (npm run ops).' },
        },
      },
    },
  });
}

/** Objects with their keys sorted, so the document is byte-stable whatever the build order. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The document as written to docs/openapi.json. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(sorted(app.swagger()), null, 2)}\n`;
}
