import {
  AGENT_MESSAGES,
  AVATAR_MESSAGES,
  BIRTHDAY_MIN,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  PROFILE_MESSAGES,
} from '../../profile/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const profile: Messages = {
  exact: [
    ...byKey(PROFILE_MESSAGES, {
      mobile: 'Please enter a valid mobile number',
      email: 'Please enter a valid email address',
      birthday: 'Please enter a valid date: YYYY-MM-DD',
      birthdayRange: `Your birthday must be between ${BIRTHDAY_MIN} and today`,
      saved: 'Done',
    }),
    ...byKey(AVATAR_MESSAGES, {
      failed: 'Upload failed',
      type: 'Avatars must be PNG, JPG or GIF',
      tooLarge: 'The image cannot be larger than 2 MB',
      uploaded: 'Uploaded',
    }),
    ...byKey(AGENT_MESSAGES, {
      mobile: 'Please enter a valid mobile number',
      reason: 'Please tell us why you are applying',
      applied: 'Submitted successfully',
      already: 'You have already applied to be an agent',
      failed: 'Application failed',
    }),
    ...byKey(FEEDBACK_MESSAGES, {
      required: 'Please enter your feedback',
      tooLong: `Feedback cannot be longer than ${FEEDBACK_MAX_LENGTH} characters`,
      tooMany: 'You have reached today’s feedback limit; please try again tomorrow',
      sent: 'Thanks for your feedback: we’ll look into it soon',
    }),
  ],
};
