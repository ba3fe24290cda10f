import {
  LOGIN_PASSWORD_LENGTH,
  REGISTER_PASSWORD_LENGTH,
  SESSION_MESSAGES,
  trialCreatedMessage,
  USERNAME_LENGTH,
} from '../../session/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const session: Messages = {
  exact: byKey(SESSION_MESSAGES, {
    usernameRule: `Usernames are ${USERNAME_LENGTH.min}–${USERNAME_LENGTH.max} letters or digits!`,
    passwordRule: `Please enter a password of at least ${REGISTER_PASSWORD_LENGTH.min} characters!`,
    confirmMismatch: 'The passwords don’t match!',
    loginNameRequired: 'Username cannot be empty',
    loginPasswordRule: `Passwords are ${LOGIN_PASSWORD_LENGTH.min}–${LOGIN_PASSWORD_LENGTH.max} characters`,
    registered: 'Registered',
    loggedIn: 'Logged in',
    duplicateName: 'This username is already taken',
    loginRefused: 'Incorrect username or password',
    trialDisabled: 'Trial accounts are not available',
    trialFailed: 'Could not create a trial account, please try again later',
  }),
  templates: [
    { zh: (yuan) => trialCreatedMessage(yuan), en: (yuan) => `Trial account created: ¥${yuan} of play money added` },
  ],
};
