/** Sessions: register, login_pc / login, logoff, trial accounts. */
import { Type, type Static } from 'typebox';
import { WireProtectionStatus } from '../protection/exclusions.ts';
import { ExactField, PlayerInput, required, rule, TextField } from '../common/input.ts';
import { LOGIN_PASSWORD_LENGTH, REGISTER_PASSWORD_LENGTH, SESSION_MESSAGES, USERNAME_PATTERN } from './rules.ts';

/** POST /api/login_pc, /api/register, /api/trial */
export const WireLoginData = Type.Object({
  api_token: Type.String({ description: 'Bearer token for Authorization: Bearer <api_token>.' }),
  username: Type.Optional(Type.String()),
  id: Type.Optional(Type.Number()),
  token: Type.Optional(Type.String()),
  user_id: Type.Optional(Type.Number()),
  isagent: Type.Optional(Type.Number()),
  /** Reference server only (protectionExclusion): present while the member is restricted. */
  protection: Type.Optional(WireProtectionStatus),
});
export type WireLoginData = Static<typeof WireLoginData>;

/** POST /api/login_pc body: checked in this order (docs/API.md#login_pc). */
export const LoginBody = PlayerInput({
  name: TextField({
    max: 64,
    message: SESSION_MESSAGES.loginNameRequired,
    rules: [required(SESSION_MESSAGES.loginNameRequired)],
    description: 'User name.',
  }),
  password: ExactField({
    message: SESSION_MESSAGES.loginPasswordRule,
    rules: [
      rule(
        { minLength: LOGIN_PASSWORD_LENGTH.min, maxLength: LOGIN_PASSWORD_LENGTH.max },
        SESSION_MESSAGES.loginPasswordRule,
      ),
    ],
    description: '6 to 20 characters, kept exactly as typed.',
  }),
});
export type LoginBody = Static<typeof LoginBody>;

/**
 * POST /api/register body: name, then password, then the confirmation (equal to the password:
 * a rule across fields, checked by the server after these).
 */
export const RegisterBody = PlayerInput({
  realname: TextField({ max: 32, description: 'Real name; the user name when empty.' }),
  name: TextField({
    max: 64,
    message: SESSION_MESSAGES.usernameRule,
    rules: [rule({ pattern: USERNAME_PATTERN }, SESSION_MESSAGES.usernameRule)],
    description: 'Letters and digits, 6 to 16.',
  }),
  password: ExactField({
    message: SESSION_MESSAGES.passwordRule,
    rules: [
      rule(
        { minLength: REGISTER_PASSWORD_LENGTH.min, maxLength: REGISTER_PASSWORD_LENGTH.max },
        SESSION_MESSAGES.passwordRule,
      ),
    ],
    description: '6 to 16 characters.',
  }),
  confirmPass: ExactField({ message: SESSION_MESSAGES.confirmMismatch, description: 'Equal to password.' }),
  code: TextField({ description: 'Captcha: checked by the client only.' }),
  paypassword: ExactField({
    description: 'Pay password; none (set later) when not 6 to 64 characters or equal to the login password.',
  }),
  pid: Type.Optional(
    TextField({
      max: 12,
      description:
        'The referrer: a member id, or an invite code in any case (extension inviteCode); ignored when it names nobody.',
    }),
  ),
});
export type RegisterBody = Static<typeof RegisterBody>;
