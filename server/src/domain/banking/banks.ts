/**
 * Banks (/api/banklist) and the house's receiving accounts (/api/getpaybank, payinfo bankpay).
 */
import type { WireBank } from '../../../../contract/cards/schemas.ts';
import type { WirePayBank } from '../../../../contract/money/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import { uploadUrl } from '../../lib/urls.ts';

interface BankRow {
  id: number;
  code: string;
  bank_name: string;
  bank_img: string;
  sort: number;
  max_amount: unknown;
  state: number;
  created_at: Date;
  updated_at: Date;
}

export interface BankView extends WireBank {
  id: number;
  code: string;
  bank_name: string;
  order: number;
  max_amount: string;
  bank_img: string;
  state: number;
  created_at: string;
  updated_at: string;
  ico: string;
}

function bankView(row: BankRow, origin: string): BankView {
  return {
    id: row.id,
    code: row.code,
    bank_name: row.bank_name,
    order: row.sort,
    max_amount: formatCents(toCents(row.max_amount)),
    bank_img: row.bank_img,
    state: row.state,
    created_at: formatBeijing(row.created_at),
    updated_at: formatBeijing(row.updated_at),
    ico: uploadUrl(origin, row.bank_img),
  };
}

export async function listBanks(q: Queryable, origin: string): Promise<BankView[]> {
  const rows = await q.query<BankRow>('SELECT * FROM banks WHERE state = 1 ORDER BY sort, id LIMIT 200');
  return rows.map((row) => bankView(row, origin));
}

/** Icon path of a bank by its name (cards carry the name only), '' when unknown. */
export async function bankImagesByName(q: Queryable): Promise<Map<string, string>> {
  const rows = await q.query<{ bank_name: string; bank_img: string }>(
    'SELECT bank_name, bank_img FROM banks LIMIT 500',
  );
  return new Map(rows.map((r) => [r.bank_name, r.bank_img]));
}

interface PaySettingRow {
  id: number;
  bank_id: number;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  info: string | null;
  state: number;
  created_at: Date;
  updated_at: Date;
}

export interface PayBankView extends WirePayBank {
  id: number;
  bank_id: number;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  info: string | null;
  state: number;
  created_at: string;
  updated_at: string;
  ico: string;
  bank_data: BankView;
}

/** The enabled receiving accounts, each with its bank (docs/API.md#getpaybank). */
export async function listPayBanks(q: Queryable, origin: string): Promise<PayBankView[]> {
  const settings = await q.query<PaySettingRow>('SELECT * FROM pay_settings WHERE state = 1 ORDER BY id LIMIT 50');
  if (settings.length === 0) return [];
  const banks = await q.query<BankRow>('SELECT * FROM banks WHERE id = ANY($1::int[])', [
    settings.map((s) => s.bank_id),
  ]);
  const byId = new Map(banks.map((b) => [b.id, bankView(b, origin)]));
  return settings.flatMap((s) => {
    const bank = byId.get(s.bank_id);
    if (!bank) return [];
    return [
      {
        id: s.id,
        bank_id: s.bank_id,
        bank_no: s.bank_no,
        bank_owner: s.bank_owner,
        bank_address: s.bank_address,
        info: s.info,
        state: s.state,
        created_at: formatBeijing(s.created_at),
        updated_at: formatBeijing(s.updated_at),
        ico: bank.ico,
        bank_data: bank,
      },
    ];
  });
}

export async function hasPayBank(q: Queryable): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM pay_settings WHERE state = 1 LIMIT 1');
  return rows.length > 0;
}
