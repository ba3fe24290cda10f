import type { profile as zh } from '../catalogue/profile';
import type { Translation } from '../translation';

export const profile: Translation<typeof zh> = {
  username: 'Username',
  realname: 'Real name',
  vip: 'VIP level',
  mobile: 'Mobile',
  mobilePlaceholder: 'Enter your mobile number',
  email: 'Email',
  emailPlaceholder: 'Enter your email',
  birthday: 'Birthday',
  readOnlyHint: "Username, real name and VIP level can't be changed",
  save: 'Save',
  saved: 'Done',
  avatarHint: 'Tap the avatar to change it (png, jpg, gif)',
  agent: {
    intro:
      'Become an agent and earn commission on every friend you bring. Once you apply, support will contact you soon.',
    mobile: 'Mobile',
    mobilePlaceholder: 'Enter your mobile number',
    reason: 'Why you',
    reasonPlaceholder: 'Tell us briefly about your audience and experience',
    submit: 'Apply',
    applied: 'Application sent',
    loginFirst: 'Log in to apply as an agent',
    toLogin: 'Log in',
    states: {
      1: "Your agent application is under review. We'll be in touch",
      2: "You're an agent",
      3: 'Your agent application was not approved. You can update it and apply again',
    } as Record<number, string>,
    submittedAt: 'Submitted',
    reasonLine: (reason: string) => `Reason: ${reason}`,
    agentLogin: 'Open agent back office',
  },
};
