import { FEEDBACK_MAX_LENGTH } from '@/contract/profile/rules';
import type { settings as zh } from '../catalogue/settings';
import type { Translation } from '../translation';

export const settings: Translation<typeof zh> = {
  switchesLabel: 'Notifications and alerts',
  showMessageTime: 'Show message times',
  showMessageTimeHint: 'Show the time of each message in lottery room chat',
  winAlert: 'Win alerts',
  winAlertHint: 'Tell me when a lottery bet of mine wins',
  quietMode: 'Quiet mode',
  quietModeHint: 'Turn off all sounds and vibration',
  deviceOnly: 'These settings are saved on this device only',
  language: 'Language',
  languageHint: 'The current page reopens in the language you choose',
  winToast: (amount: string) => `Congratulations! You won ¥${amount}`,
  about: 'About us',
  help: 'Help Centre',
  feedback: 'Feedback',
  moreLabel: 'More',
  feedbackTitle: 'Feedback',
  feedbackContent: 'Your feedback',
  feedbackPlaceholder: 'Tell us about a problem or a suggestion',
  feedbackContact: 'Contact (optional)',
  feedbackContactPlaceholder: 'QQ, WeChat or phone number',
  feedbackSubmit: 'Submit',
  feedbackRequired: 'Please enter your feedback',
  feedbackTooLong: `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters`,
  feedbackCount: (n: number, max: number) => `${n}/${max}`,
};
