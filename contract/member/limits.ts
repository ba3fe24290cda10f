/**
 * Password lengths of the member's own data. Apart from the member rules' messages so the app's
 * boot constants carry only the numbers; rules.ts re-exports them.
 */

/** Longest new password of each kind; an old one is accepted up to OLD_PASSWORD_MAX_LENGTH. */
export const NEW_PASSWORD_MAX_LENGTH = { login: 16, pay: 18 } as const;
export const OLD_PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 6;
