/**
 * Shapes every call shares: money, Beijing times, flags, the envelope, the legacy paginator,
 * and the message keyword of refused inputs (player inputs are built in input.ts).
 * Legacy looseness is written into the types on purpose (money as string OR number, config
 * flags as strings, `data` that may be "", [] or null).
 */
import { Type, type Static, type TSchema } from 'typebox';

/** Decimal money as the wire carries it: "1234.50", "0.00", 0, 35.5. */
export const WireMoney = Type.Union([Type.String(), Type.Number()], {
  description: 'Money: a decimal string with two places ("1234.50"); some legacy answers send a number (0, 35.5).',
});
export type WireMoney = Static<typeof WireMoney>;

/** `Y-m-d H:i:s` in Beijing time (Asia/Shanghai), never ISO. */
export const WireDateTime = Type.String({
  description: "Beijing time (UTC+8) as 'YYYY-MM-DD HH:mm:ss', never ISO 8601.",
});
export type WireDateTime = Static<typeof WireDateTime>;

/** A flag that legacy servers send as "1"/"0" strings and newer ones as numbers. */
export const WireFlag = Type.Union([Type.String(), Type.Number()], {
  description: 'Flag: "1"/"0" (legacy strings) or 1/0.',
});
export type WireFlag = Static<typeof WireFlag>;

/** An id or count that may arrive as a number or a numeric string. */
export const WireId = Type.Union([Type.Number(), Type.String()]);
export type WireId = Static<typeof WireId>;

/** Optional and nullable: legacy answers send null where newer ones leave the key out. */
export function Maybe<T extends TSchema>(schema: T) {
  return Type.Optional(Type.Union([schema, Type.Null()]));
}

/** Objects the legacy servers extend freely: unknown keys are part of the contract. */
export type Open<T> = T & { [extra: string]: unknown };

/** Every answer. Validation failures (code 1000) carry no `data` key at all. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T | '' | [] | null;
}

/** The envelope schema around one call's `data`. */
export function EnvelopeOf<T extends TSchema>(data: T, description?: string) {
  return Type.Object(
    {
      code: Type.Number({
        description: '200 on success; 1000 refused input; 210 insufficient balance; other codes are refusals.',
      }),
      message: Type.String({ description: 'Chinese text shown to the player as is.' }),
      data: Type.Optional(
        Type.Union([data, Type.Literal(''), Type.Array(Type.Unknown(), { maxItems: 0 }), Type.Null()]),
      ),
    },
    {
      description:
        description ??
        'Envelope: HTTP 200 with {code, message, data}; errors keep HTTP 200 and put the reason in code/message.',
    },
  );
}

/** `data` of a call whose success says it all in `message`: "" (as the legacy server sent it). */
export const NoData = Type.Literal('', { description: 'Empty: the message says what happened.' });

/** `data` of a call whose success says it all in `message`: [] (as the legacy server sent it). */
export const EmptyList = Type.Array(Type.Unknown(), {
  maxItems: 0,
  description: 'Empty list: the message says what happened.',
});

/** An envelope whose `data` is not described further (refusals, free-form answers). */
export const AnyEnvelope = EnvelopeOf(Type.Unknown());

const PaginatorFields = {
  current_page: Type.Number(),
  first_page_url: Maybe(Type.String()),
  from: Type.Union([Type.Number(), Type.Null()]),
  last_page: Type.Number(),
  last_page_url: Maybe(Type.String()),
  next_page_url: Maybe(Type.String()),
  path: Type.Optional(Type.String()),
  per_page: Type.Union([Type.Number(), Type.String()]),
  prev_page_url: Maybe(Type.String()),
  to: Type.Union([Type.Number(), Type.Null()]),
  total: Type.Number(),
};
type PaginatorMeta = Static<ReturnType<typeof Type.Object<typeof PaginatorFields>>>;

/** Legacy Laravel paginator: the rows are in `data`, page numbers start at 1. */
export type WirePaginator<Row> = PaginatorMeta & { data: Row[] };

export function PaginatorOf<T extends TSchema>(row: T) {
  return Type.Object(
    { ...PaginatorFields, data: Type.Array(row) },
    {
      description:
        'Laravel paginator: rows in `data`, 1-based current_page/last_page, per_page as sent (may be a string), page links absolute or null.',
    },
  );
}

/** GET /api/getservicerurl, /api/getAgentLoginUrl, /api/getVisitUrl, /api/getGameUrl */
export const WireUrl = Type.Object({ url: Type.String(), domain: Type.Optional(Type.String()) });
export type WireUrl = Static<typeof WireUrl>;

/* ---- What the server accepts ---- */

/** The Chinese message a refused field answers with (code 1000). */
export const MESSAGE_KEY = 'x-message';

/** Schema options carrying a field's refusal message. */
export function said(message: string): Record<string, unknown> {
  return { [MESSAGE_KEY]: message };
}

/** A call that takes no parameters (unknown keys are ignored). */
export const NoInput = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  description: 'No parameters; an empty body is fine.',
});
