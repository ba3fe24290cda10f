/** A restricted member's view (/restricted), the reality check and the session line of the game screens. */
export const protection = {} as const;
