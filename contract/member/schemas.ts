/** The member's own data: profile, balance, real name, passwords. */
import { Type, type Static } from 'typebox';
import { WireMoney } from '../common/schemas.ts';
import { WireProtectionStatus } from '../protection/exclusions.ts';
import { ExactField, PlayerInput, required, rule, TextField } from '../common/input.ts';
import {
  NEW_PASSWORD_MAX_LENGTH,
  OLD_PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  REALNAME_MESSAGES,
  REALNAME_PATTERN,
} from './rules.ts';

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
  has_paypassword: Type.Optional(
    Type.Number({
      description:
        'Reference server only: 0 while the member has no pay password of its own (none, or one equal to the login password), to be set before the first bind or withdrawal.',
    }),
  ),
  /** Reference server only (protectionExclusion): present while the member is restricted. */
  protection: Type.Optional(WireProtectionStatus),
});
export type WireUser = Static<typeof WireUser>;

/** POST /api/balance */
export const WireBalance = Type.Object({ balance: WireMoney, mbalance: Type.Optional(WireMoney) });
export type WireBalance = Static<typeof WireBalance>;

/** POST /api/editRealname body. */
export const EditRealnameBody = PlayerInput({
  realname: TextField({
    max: 64,
    collapse: true,
    message: REALNAME_MESSAGES.required,
    rules: [required(REALNAME_MESSAGES.required), rule({ pattern: REALNAME_PATTERN }, REALNAME_MESSAGES.invalid)],
    description: 'Chinese real name.',
  }),
});
export type EditRealnameBody = Static<typeof EditRealnameBody>;

/**
 * POST /api/editPassword and /api/editPayPassword body: `password` is the OLD one, `paypassword`
 * the NEW one. Checked in the order of docs/SCREENS.md#password: both present, then both lengths
 * (a new pay password may be longer); the server then refuses a new password equal to the old.
 */
function passwordChange(newMax: number, newDescription: string) {
  return PlayerInput({
    password: ExactField({
      message: PASSWORD_MESSAGES.oldRequired,
      rules: [
        required(PASSWORD_MESSAGES.oldRequired, 1),
        rule({ minLength: PASSWORD_MIN_LENGTH, maxLength: OLD_PASSWORD_MAX_LENGTH }, PASSWORD_MESSAGES.oldLength, 3),
      ],
      description: 'The OLD password.',
    }),
    paypassword: ExactField({
      message: PASSWORD_MESSAGES.newRequired,
      rules: [
        required(PASSWORD_MESSAGES.newRequired, 2),
        rule({ minLength: PASSWORD_MIN_LENGTH, maxLength: newMax }, PASSWORD_MESSAGES.newLength, 4),
      ],
      description: newDescription,
    }),
  });
}
export const EditPasswordBody = passwordChange(NEW_PASSWORD_MAX_LENGTH.login, 'The NEW login password (6–16).');
export const EditPayPasswordBody = passwordChange(NEW_PASSWORD_MAX_LENGTH.pay, 'The NEW pay password (6–18).');
export type EditPasswordBody = Static<typeof EditPasswordBody>;
