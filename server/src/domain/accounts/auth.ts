/**
 * Register, log in, log off and trial accounts: the rules, with the documented codes and messages.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { SESSION_MESSAGES } from '../../../../contract/session/rules.ts';
import { BizError, DISABLED_MESSAGE, isUniqueViolation, refuse, tooMany } from '../../lib/errors.ts';
import { accountIdByCode, ensurePlayerAccount, HOUSE } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';
import { insertTransferLog, LOG_STATE, TRANSFER_TYPE, WEB } from '../transfer-log/transfer-log.ts';
import {
  clearAttempts,
  giveBackAttempt,
  guessKeys,
  guessLock,
  LOGIN_BY_NAME,
  loginByAddress,
  loginFailuresByAddress,
  takeAttempt,
} from './guess-limits.ts';
import { hashSecret, verifyPassword } from './passwords.ts';
import { issueToken, revokeToken } from './sessions.ts';
import { referrerId } from './referrer.ts';
import { findUserByName, insertUser, setPasswordHash, USER_ACTIVE } from './users.ts';
import type { LoginInput, RegisterInput } from './validation.ts';

export interface Session {
  api_token: string;
  username: string;
  id: number;
}

export const DUPLICATE_NAME = SESSION_MESSAGES.duplicateName;
export const TRIAL_DISABLED = SESSION_MESSAGES.trialDisabled;
/** Play money given to each trial account, in cents (2000.00). */
export const TRIAL_CREDIT_CENTS = 200_000n;

export function disabled(): BizError {
  return new BizError(403, DISABLED_MESSAGE);
}

/**
 * A taken name is refused before anything is hashed: two scrypt runs are the expensive part of a
 * registration, and nobody should be able to spend them with a name that cannot succeed. The
 * check is repeated in the transaction (and the unique index decides a race).
 */
export async function register(db: Db, input: RegisterInput, options: { ip: string }): Promise<Session> {
  if (await findUserByName(db, input.username)) throw refuse(201, DUPLICATE_NAME);
  const [passwordHash, paypasswordHash] = await Promise.all([
    hashSecret(input.password),
    input.paypassword === null ? null : hashSecret(input.paypassword),
  ]);
  try {
    return await db.tx(async (q) => {
      if (await findUserByName(q, input.username)) throw refuse(201, DUPLICATE_NAME);
      // A referrer that does not exist is ignored, as an invite link may carry any pid.
      const pid = await referrerId(q, input.referrer);
      const user = await insertUser(q, {
        username: input.username,
        realname: input.realname,
        passwordHash,
        paypasswordHash,
        pid,
        isTrial: false,
        registerIp: options.ip,
      });
      const token = await issueToken(q, user.id, { revokeOthers: true });
      return { api_token: token, username: user.username, id: user.id };
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides, the loser hears 201.
    if (isUniqueViolation(error)) throw refuse(201, DUPLICATE_NAME);
    throw error;
  }
}

export interface LoginOptions {
  /** login_pc revokes every older token (single session); the plain `login` alias does not. */
  revokeOthers: boolean;
  /** Live tokens a member may hold when older ones are kept (plain `login`). */
  maxTokens?: number;
  ip: string;
  failureLimit: number;
  /** Failed logins per client address (an IPv6 /64) per hour over every name; 0 = no limit. */
  addressFailureLimit: number;
}

/** One answer for an unknown name and a wrong password, so a login never tells which names exist. */
export const LOGIN_REFUSED = SESSION_MESSAGES.loginRefused;

/** A hash of nothing anyone types: an unknown name costs the same scrypt as a known one. */
let dummyHash: Promise<string> | null = null;

export async function login(db: Db, input: LoginInput, options: LoginOptions): Promise<Session> {
  // Every failed login from an address counts against that address over every name (unknown
  // names too); a right password gives its attempt back, so only failures use the budget.
  const addressBudget = guessKeys.loginFailuresByAddress(options.ip);
  if (
    options.addressFailureLimit > 0 &&
    !(await takeAttempt(db, addressBudget, loginFailuresByAddress(options.addressFailureLimit)))
  )
    throw tooMany();
  const user = await findUserByName(db, input.username);
  if (!user) {
    dummyHash ??= hashSecret(randomBytes(24).toString('base64url'));
    await verifyPassword(input.password, await dummyHash);
    throw refuse(203, LOGIN_REFUSED);
  }
  // The attempt is taken (counted and checked in one statement) before the password is compared:
  // per name and address a limit, per name over every address only a back-off (guess-limits.ts).
  const byAddress = guessKeys.loginByAddress(user.username, options.ip);
  const byName = guessKeys.loginByName(user.username);
  const check = await guessLock.run(byAddress, async () => {
    if (!(await takeAttempt(db, byAddress, loginByAddress(options.failureLimit)))) throw tooMany();
    if (!(await takeAttempt(db, byName, LOGIN_BY_NAME))) throw tooMany();
    const result = await verifyPassword(input.password, user.password_hash);
    if (result.ok) await clearAttempts(db, [byAddress, byName]);
    return result;
  });
  if (!check.ok) throw refuse(203, LOGIN_REFUSED);
  if (options.addressFailureLimit > 0) await giveBackAttempt(db, addressBudget);
  if (user.status !== USER_ACTIVE) throw disabled();
  // Hashes made with older scrypt parameters are upgraded while the password is at hand.
  if (check.needsRehash && user.password_hash)
    await setPasswordHash(db, user.id, user.password_hash, await hashSecret(input.password));
  const token = await db.tx((q) =>
    issueToken(q, user.id, { revokeOthers: options.revokeOthers, maxTokens: options.maxTokens }),
  );
  return { api_token: token, username: user.username, id: user.id };
}

export async function logoff(db: Db, token: string): Promise<void> {
  await revokeToken(db, token);
}

/** `guest` + 8 digits fits the 6–16 letters-or-digits name rule of the client. */
function guestName(): string {
  return `guest${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

const TRIAL_AVATAR = 'avatars/guest.svg';

export async function createTrialAccount(db: Db): Promise<Session> {
  // Nobody ever types this password: the session token is the only way in.
  const passwordHash = await hashSecret(randomBytes(24).toString('base64url'));
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // User, wallet, token and play money in one transaction: no half-made guest survives.
      return await db.tx(async (q) => {
        const user = await insertUser(q, {
          username: guestName(),
          realname: '试玩用户',
          passwordHash,
          paypasswordHash: null,
          pid: null,
          isTrial: true,
          avatar: TRIAL_AVATAR,
        });
        const walletId = await ensurePlayerAccount(q, user.id);
        const bankrollId = await accountIdByCode(q, HOUSE.trialBankroll);
        const posted = await postMovementIn(q, {
          kind: 'trial_credit',
          memo: '试玩金',
          actor: 'system',
          idempotencyKey: `trial:${user.id}`,
          postings: [
            { accountId: bankrollId, amount: -TRIAL_CREDIT_CENTS },
            { accountId: walletId, amount: TRIAL_CREDIT_CENTS },
          ],
        });
        await insertTransferLog(q, {
          userId: user.id,
          type: TRANSFER_TYPE.gift,
          apiType: WEB,
          amount: TRIAL_CREDIT_CENTS,
          state: LOG_STATE.success,
          memo: '试玩金',
          txId: posted.txId,
        });
        const token = await issueToken(q, user.id, { revokeOthers: true });
        return { api_token: token, username: user.username, id: user.id };
      });
    } catch (error) {
      // A random name already taken: draw another one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw refuse(500, SESSION_MESSAGES.trialFailed);
}
