/** Sessions: register, login_pc / login, logoff, trial accounts. */
import { Type, type Static } from 'typebox';
import { said } from '../common/schemas.ts';
import { SESSION_MESSAGES } from './rules.ts';

/** POST /api/login_pc, /api/register, /api/trial */
export const WireLoginData = Type.Object({
  api_token: Type.String({ description: 'Bearer token for Authorization: Bearer <api_token>.' }),
  username: Type.Optional(Type.String()),
  id: Type.Optional(Type.Number()),
  token: Type.Optional(Type.String()),
  user_id: Type.Optional(Type.Number()),
  isagent: Type.Optional(Type.Number()),
});
export type WireLoginData = Static<typeof WireLoginData>;

/** POST /api/login_pc body */
export const LoginBody = Type.Object({
  name: Type.String({ ...said(SESSION_MESSAGES.loginNameRequired), description: 'User name.' }),
  password: Type.String({
    ...said(SESSION_MESSAGES.loginPasswordRule),
    description: '6 to 20 characters, kept exactly as typed.',
  }),
});
export type LoginBody = Static<typeof LoginBody>;

/** POST /api/register body */
export const RegisterBody = Type.Object({
  realname: Type.String({ description: 'Real name; the user name when empty.' }),
  name: Type.String({ ...said(SESSION_MESSAGES.usernameRule), description: 'Letters and digits, 6 to 16.' }),
  password: Type.String({ ...said(SESSION_MESSAGES.passwordRule), description: '6 to 16 characters.' }),
  confirmPass: Type.String({ ...said(SESSION_MESSAGES.confirmMismatch), description: 'Equal to password.' }),
  code: Type.String({ description: 'Captcha: checked by the client only.' }),
  paypassword: Type.String({ description: 'Pay password; the login password when not 6 to 64 characters.' }),
  pid: Type.Optional(Type.Union([Type.String(), Type.Number()], { description: 'Inviting agent id.' })),
});
export type RegisterBody = Static<typeof RegisterBody>;
