/** Demo-mode sandbox pages: a fake payment provider and a fake game venue. */

/** The sandbox venue page a launch ticket opens. */
export const SANDBOX_GAME_PATH = '/sandbox/game';
/** Longest launch ticket read from the query. */
export const MAX_TICKET_LENGTH = 100;
