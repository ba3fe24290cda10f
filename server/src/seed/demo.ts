/**
 * First-start demo data. Idempotent: every step checks before it writes, so it runs on every
 * start without duplicating anything or undoing an operator's changes.
 */
import type { Db } from '../db/types.ts';
import { hashSecret } from '../domain/accounts/passwords.ts';
import { findUserByName, insertUser } from '../domain/accounts/users.ts';
import { HOUSE } from '../domain/ledger/accounts.ts';
import { creditFromHouseIn } from '../domain/wallet/credit.ts';
import { getMoneySettings } from '../domain/site/money-settings.ts';
import { addTurnoverRequirement } from '../domain/wallet/turnover.ts';
import { multiplyFloor } from '../lib/decimal.ts';
import { DEFAULT_SETTINGS, seedSettings } from '../domain/site/settings.ts';
import { isUniqueViolation } from '../lib/errors.ts';
import { seedBanking } from './banking.ts';
import { seedLottery } from './lottery.ts';
import { seedContent } from './content.ts';
import { seedActivities } from './activities.ts';
import { BANNERS, DEMO_CREDIT_CENTS, DEMO_USERNAME, NOTICES, PLATFORMS } from './data.ts';

export interface SeedOptions {
  demoPassword: string;
}

async function seedBanners(db: Db): Promise<void> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM banners');
  if ((row?.n ?? 0) > 0) return;
  for (const [i, b] of BANNERS.entries()) {
    await db.query('INSERT INTO banners (type, image, background, url, title, sort) VALUES (2, $1, $2, $3, $4, $5)', [
      b.image,
      b.background,
      b.url,
      b.title,
      i + 1,
    ]);
  }
}

async function seedNotices(db: Db): Promise<void> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notices');
  if ((row?.n ?? 0) > 0) return;
  for (const n of NOTICES) {
    await db.query(
      `INSERT INTO notices (type, title, content, on_home, created_at, updated_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5), now() - make_interval(hours => $5))`,
      [n.type, n.title, n.content, n.onHome, n.hoursAgo],
    );
  }
}

async function seedPlatforms(db: Db): Promise<void> {
  for (const [i, p] of PLATFORMS.entries()) {
    await db.query(
      `INSERT INTO game_platforms (platform_name, name, category_id, game_code, app_state, logo, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (platform_name) DO NOTHING`,
      [p.platform_name, p.name, p.category_id, p.game_code, p.app_state, `games/${p.platform_name}.svg`, i + 1],
    );
  }
}

async function seedDemoMember(db: Db, options: SeedOptions): Promise<void> {
  let user = await findUserByName(db, DEMO_USERNAME);
  if (!user) {
    const hash = await hashSecret(options.demoPassword);
    try {
      user = await db.tx((q) =>
        insertUser(q, {
          username: DEMO_USERNAME,
          realname: DEMO_USERNAME,
          passwordHash: hash,
          // No pay password: the demo member sets one (not the login password) before the first bind.
          paypasswordHash: null,
          pid: null,
          isTrial: false,
          avatar: 'avatars/avatar1.svg',
        }),
      );
    } catch (error) {
      // Another process seeding the same PostgreSQL at the same moment won the race.
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByName(db, DEMO_USERNAME);
      if (!user) throw error;
    }
  }
  // The idempotency key makes this a one-time credit however often the seed runs. The demo
  // money carries the same turnover requirement as a deposit of that amount.
  await db.tx(async (q) => {
    const credited = await creditFromHouseIn(q, {
      userId: user.id,
      houseCode: HOUSE.manualCredit,
      amount: DEMO_CREDIT_CENTS,
      kind: 'manual_credit',
      memo: '演示账户初始余额',
      actor: 'seed',
      idempotencyKey: `seed:${DEMO_USERNAME}:initial`,
      giftLabel: '演示金',
    });
    if (credited.replayed) return;
    const { turnoverMultiple } = await getMoneySettings(q);
    await addTurnoverRequirement(q, user.id, multiplyFloor(DEMO_CREDIT_CENTS, turnoverMultiple));
  });
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  await seedSettings(db);
  await seedBanners(db);
  await seedNotices(db);
  await seedPlatforms(db);
  await seedBanking(db);
  await seedLottery(db);
  await seedDemoMember(db, options);
  await seedContent(db);
  await seedActivities(db);
}

/**
 * The live site: settings, the bank list and the lottery catalogue; no member, no receiving
 * account, no venue (the demo's venues are sandbox pages: the operator adds real ones).
 */
export async function seedLive(db: Db): Promise<void> {
  await seedSettings(db);
  // The default announcement speaks of the demo: the live site starts with none (the operator writes one).
  await db.query(`UPDATE site_settings SET value = '' WHERE key = 'webcontent' AND value = $1`, [
    DEFAULT_SETTINGS.webcontent,
  ]);
  await seedBanking(db, { demoAccounts: false });
  await seedLottery(db);
}
