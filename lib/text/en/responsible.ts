/**
 * /responsible in English (the Chinese: ../catalogue/responsible.ts). The self-assessment follows
 * the wording of the nine Problem Gambling Severity Index questions it was translated from.
 */
import { EXCLUSION_MESSAGES } from '@/contract/protection/rules';
import type { responsible as zh } from '../catalogue/responsible';
import type { Translation } from '../translation';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const responsible: Translation<typeof zh> = {
  introTitle: 'Play responsibly, play for fun',
  intro:
    "Gaming should be entertainment, not a way to make money. Only play with money you can spare, set yourself a budget and a time limit, and take a break when you feel it's getting out of hand.",
  introPoints: [
    'Only play with money you can afford to lose',
    "Don't try to win back what you've lost",
    'Set limits on your time and spending',
    "Don't bet when you're feeling low or have been drinking",
  ],
  toolsTitle: 'Self-management tools',
  toolsLoginText: 'Log in to set deposit, loss and betting limits, or to start a time-out or self-exclusion',
  toLogin: 'Log in',

  limits: {
    title: 'Limits',
    intro:
      "Set a cap on your deposits, net losses and bets over 24 hours, 7 days or 30 days. Once you reach it, you can't deposit or bet again in that period.",
    kindTitle: (kind: string) => `${kind} limits`,
    none: 'Not set',
    amount: (yuan: string) => `¥${yuan}`,
    used: { deposit: 'Deposited', loss: 'Net loss', stake: 'Bet' },
    usedOf: (label: string, used: string) => `${label} ¥${used}`,
    active: 'Active',
    pendingRaise: (yuan: string, at: string) =>
      `Pending: raise to ¥${yuan}. You can confirm it after ${at} (Beijing time).`,
    pendingRemoval: (at: string) => `Pending: remove this limit. You can confirm it after ${at} (Beijing time).`,
    confirm: 'Confirm',
    edit: 'Edit',
    name: (period: string, kind: string) => `${kind} limit (${period})`,
    editLabel: (name: string) => `Edit ${name}`,
    confirmLabel: (name: string) => `Confirm: ${name}`,
    editTitle: (name: string) => `Set ${name}`,
    current: (value: string) => `Current limit: ${value}`,
    field: 'Limit (CNY)',
    placeholder: 'Leave empty to remove the limit',
    rule: 'Lowering a limit takes effect right away. Raising or removing one takes 24 hours, and then you need to confirm it again before it applies.',
    raiseWarning:
      "You're raising this limit: you'll need to confirm again after 24 hours before it applies. Until then, your current limit stays in force.",
    removeWarning:
      "You're removing this limit: you'll need to confirm again after 24 hours before it applies. Until then, your current limit stays in force.",
    lowerNote: 'The new limit applies as soon as you save it.',
    save: 'Save',
    cancel: 'Cancel',
    loadFailed: "Couldn't load your limits",
  },

  exclusion: {
    title: 'Time-out and self-exclusion',
    intro:
      "When you need a break, start a time-out (1 to 42 days) or self-exclusion (6 months to 5 years). During it you can only check your balance and withdraw, and it can't be ended early. Once it starts, you're logged out on every device.",
    timeoutGroup: 'Time-out',
    exclusionGroup: 'Self-exclusion',
    choiceLabel: 'Choose a time-out or self-exclusion',
    hours24: '24 hours',
    days: (n: number) => plural(n, 'day', 'days'),
    customDays: 'Custom',
    customField: 'Days',
    customPlaceholder: (max: number) => `1-${max}`,
    months: (n: number) => (n % 12 === 0 ? plural(n / 12, 'year', 'years') : plural(n, 'month', 'months')),
    next: 'Next',
    dialogTitle: 'Please confirm',
    password: 'Login password',
    passwordPlaceholder: 'Enter your login password',
    // `what` is the choice's full name ("Time-out 7 days"), said mid-sentence here.
    confirm: (what: string) => `Start ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
    cancel: 'Cancel',
    passwordRequired: EXCLUSION_MESSAGES.passwordRequired,
    loadFailed: "Couldn't load your status",
  },

  reality: {
    title: 'Reality check',
    intro:
      "While you play, we'll remind you at the interval you choose how long you've played, and how much you've bet and won or lost.",
  },

  assessment: {
    title: 'Self-assessment',
    intro: 'These 9 questions are about your betting over the past 12 months. Please answer honestly.',
    privacy:
      'Your result is calculated on this device only and is never sent or stored. This assessment is for guidance only and is not a diagnosis.',
    answers: ['Never', 'Sometimes', 'Most of the time', 'Almost always'],
    questions: [
      'Have you bet more than you could really afford to lose?',
      'Have you needed to bet larger amounts to get the same feeling of excitement?',
      'After losing, have you gone back another day to try to win back the money you lost?',
      'Have you borrowed money or sold anything to get money to bet?',
      'Have you felt that you might have a problem with betting?',
      'Has betting caused you any health problems, including stress or anxiety?',
      'Have people criticised your betting or told you that you had a betting problem, whether or not you thought it was true?',
      'Has your betting caused any financial problems for you or your household?',
      'Have you felt guilty about the way you bet or what happens when you bet?',
    ],
    question: (n: number, text: string) => `${n}. ${text}`,
    progress: (answered: number, total: number) => `${answered}/${total} answered`,
    score: (score: number) => `Score ${score}`,
    bands: {
      none: 'Low risk',
      low: 'Some risk',
      moderate: 'Moderate risk',
      high: 'High risk',
    },
    advice: {
      none: 'Your betting seems to be under control for now. Keep treating it as entertainment, and remember you can set limits at any time.',
      low: 'Your betting may be starting to affect you. Consider setting a deposit limit, and keep an eye on how much time and money you spend.',
      moderate:
        'Your betting may already be having some negative effects. Consider setting deposit and loss limits, taking a time-out, and talking it over with family or friends.',
      high: 'Your betting may already be harming you. We recommend taking a break now: start a time-out or self-exclusion, and contact one of the help lines below for professional support.',
    },
    toLimits: 'Set limits',
    toExclusion: 'Time-out and self-exclusion',
    toHelp: 'Help lines',
    toLogin: 'Log in to use these tools',
    again: 'Start again',
  },

  help: {
    title: 'Help lines',
    intro:
      'If betting is causing problems for you or someone close to you, these organisations offer free, confidential help.',
    none: 'No help line information yet. If you need help, contact',
    kefu: 'live support',
    call: (phone: string) => `Call ${phone}`,
    visit: 'Visit website',
    visitOf: (name: string) => `Visit the ${name} website`,
    hours: (hours: string) => `Hours: ${hours}`,
  },
};
