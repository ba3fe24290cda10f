import { PASSWORD_MESSAGES, PROFILE_REFRESHED, REALNAME_MESSAGES } from '../../member/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const member: Messages = {
  exact: [
    [PROFILE_REFRESHED, 'Refreshed'],
    ...byKey(REALNAME_MESSAGES, {
      required: 'Please enter your real name',
      invalid: 'Please enter a valid real name',
      bound: 'Already added',
    }),
    ...byKey(PASSWORD_MESSAGES, {
      oldRequired: 'Please enter your current password',
      newRequired: 'Please enter a new password',
      oldLength: 'Please enter a current password of valid length',
      newLength: 'Please enter a new password of valid length',
      same: 'The new password must differ from the old one!',
      wrongOld: 'Your current password is incorrect',
      changed: 'Changed successfully',
      paySameAsLogin: 'Your payment password cannot be the same as your login password',
    }),
  ],
};
