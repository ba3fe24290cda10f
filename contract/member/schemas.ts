/** The member's own data: profile, balance, real name, passwords. */
import { Type, type Static } from 'typebox';
import { WireMoney, said } from '../common/schemas.ts';
import { PASSWORD_MESSAGES, REALNAME_MESSAGES } from './rules.ts';

const Text = Type.Union([Type.String(), Type.Null()]);
const NumText = Type.Union([Type.Number(), Type.String()]);

/** POST /api/user and /api/refreshusermoney (full shape). Legacy has no `id`. */
export const WireUser = Type.Object({
  id: Type.Optional(Type.Number()),
  api_token: Type.Optional(Type.String()),
  username: Type.String(),
  realname: Type.Optional(Text),
  avatar: Type.Optional(Text),
  balance: WireMoney,
  gameblance: Type.Optional(WireMoney),
  fanshui: Type.Optional(WireMoney),
  paysum: Type.Optional(WireMoney),
  totalgame: Type.Optional(WireMoney),
  vip: Type.Optional(NumText),
  level: Type.Optional(Type.Number()),
  current_vip: Type.Optional(Type.String()),
  next_vip: Type.Optional(Type.String()),
  vipname: Type.Optional(Type.String()),
  joinday: Type.Optional(NumText),
  isagent: Type.Optional(NumText),
  mobile: Type.Optional(Text),
  email: Type.Optional(Text),
  birthday: Type.Optional(Text),
  transferstatus: Type.Optional(NumText),
  usdtrate: Type.Optional(WireMoney),
  withdrawusdtrate: Type.Optional(WireMoney),
  withdrawcashfee: Type.Optional(WireMoney),
  withdrawfeeusdttrc: Type.Optional(WireMoney),
  is_trial: Type.Optional(
    Type.Number({ description: 'Reference server only: 1 for a play-money trial account (no deposit or withdrawal).' }),
  ),
});
export type WireUser = Static<typeof WireUser>;

/** POST /api/balance */
export const WireBalance = Type.Object({ balance: WireMoney, mbalance: Type.Optional(WireMoney) });
export type WireBalance = Static<typeof WireBalance>;

/** POST /api/editRealname body. */
export const EditRealnameBody = Type.Object({
  realname: Type.String({ ...said(REALNAME_MESSAGES.required), description: 'Chinese real name.' }),
});
export type EditRealnameBody = Static<typeof EditRealnameBody>;

/** POST /api/editPassword and /api/editPayPassword body: `password` is the OLD one, `paypassword` the NEW one. */
export const EditPasswordBody = Type.Object({
  password: Type.String({ ...said(PASSWORD_MESSAGES.oldRequired), description: 'The OLD password.' }),
  paypassword: Type.String({
    ...said(PASSWORD_MESSAGES.newRequired),
    description: 'The NEW password (login: 6–16, pay: 6–18).',
  }),
});
export type EditPasswordBody = Static<typeof EditPasswordBody>;
