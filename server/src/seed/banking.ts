/**
 * Seeds banks, receiving accounts and pay channels on first start; operator changes are kept
 * (rows are inserted only when missing).
 */
import type { Db } from '../db/types.ts';
import { BANKS, bankImage, PAY_CHANNELS, PAY_SETTINGS } from './banking-data.ts';

/** `demoAccounts`: also the demo's receiving accounts and enabled pay channels (never on the live site). */
export async function seedBanking(db: Db, options: { demoAccounts: boolean } = { demoAccounts: true }): Promise<void> {
  for (const [i, bank] of BANKS.entries()) {
    await db.query(
      `INSERT INTO banks (code, bank_name, bank_img, sort) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING`,
      [bank.code, bank.bank_name, bankImage(bank.code), i + 1],
    );
  }
  if (!options.demoAccounts) return;
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pay_settings');
  if ((existing?.n ?? 0) === 0) {
    for (const s of PAY_SETTINGS) {
      await db.query(
        `INSERT INTO pay_settings (bank_id, bank_no, bank_owner, bank_address, info)
         SELECT id, $2, $3, $4, $5 FROM banks WHERE code = $1`,
        [s.bank_code, s.bank_no, s.bank_owner, s.bank_address, s.info],
      );
    }
  }
  for (const c of PAY_CHANNELS) {
    await db.query(
      `INSERT INTO pay_channels (way, name, mch_id, content, min_price, max_price) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (way) DO NOTHING`,
      [c.way, c.name, c.mch_id, c.content, BigInt(c.min) * 100n, BigInt(c.max) * 100n],
    );
  }
}
