/**
 * The sandbox payment page (demo mode): the deposit, its QR code for USDT, and one button that
 * pays it the way a provider's callback would. Plain HTML and CSS, no script.
 */
import { formatCents, toCents } from '../lib/money.ts';
import { formatBeijing } from '../lib/time.ts';
import type { DepositRow } from '../domain/deposits/deposit-row.ts';
import { DEPOSIT_STATE } from '../domain/deposits/deposit-row.ts';
import { isUsdt, payWayByCode } from '../domain/deposits/pay-ways.ts';
import { escapeHtml } from './html.ts';

export interface SandboxPageInput {
  deposit: DepositRow;
  /** The channel's account or address (USDT: the address). */
  mchId: string;
  qrUrl: string;
  /** A note after a payment attempt. */
  notice?: { ok: boolean; text: string };
}

const STATE_TEXT: Record<number, string> = { 1: '待支付', 2: '已支付，已到账', 3: '已拒绝' };

function row(label: string, value: string): string {
  return `<div class="row"><span>${escapeHtml(label)}</span><b>${escapeHtml(value)}</b></div>`;
}

export function sandboxPayPage(input: SandboxPageInput): string {
  const { deposit } = input;
  const way = payWayByCode(deposit.pay_way);
  const usdt = way ? isUsdt(way) : false;
  const pending = deposit.state === DEPOSIT_STATE.pending;
  const rows = [
    row('订单号', deposit.out_trade_no),
    row('支付方式', way?.label ?? ''),
    row('金额', `¥${formatCents(toCents(deposit.amount))}`),
    ...(usdt && deposit.usdt_amount !== null
      ? [row('应付USDT', formatCents(toCents(deposit.usdt_amount))), row('汇率', deposit.usdtrate ?? ''), row('协议', deposit.bank)]
      : []),
    row(usdt ? '收款地址' : '收款账户', input.mchId),
    row('创建时间', formatBeijing(deposit.created_at)),
    row('状态', STATE_TEXT[deposit.state] ?? ''),
  ].join('\n      ');
  const notice = input.notice ? `<p class="notice ${input.notice.ok ? 'ok' : 'bad'}">${escapeHtml(input.notice.text)}</p>` : '';
  const qr = usdt ? `<img class="qr" src="${escapeHtml(input.qrUrl)}" alt="收款地址二维码" width="200" height="200">` : '';
  const action = pending
    ? `<form method="post"><button type="submit">确认支付 ¥${escapeHtml(formatCents(toCents(deposit.amount)))}</button></form>`
    : '<p class="done">该订单已处理，请返回应用查看余额与账户明细。</p>';
  return `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>模拟支付（演示）</title>
  <style>
    body { margin: 0; font-family: -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif; background: #f3f4f6; color: #111827; }
    main { max-width: 420px; margin: 0 auto; padding: 20px 16px 40px; }
    h1 { font-size: 20px; margin: 8px 0 4px; }
    .tag { display: inline-block; font-size: 12px; background: #fde68a; color: #92400e; border-radius: 4px; padding: 2px 6px; }
    .card { background: #fff; border-radius: 12px; padding: 12px 16px; margin-top: 16px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
    .row { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-bottom: 1px solid #f3f4f6; font-size: 14px; }
    .row:last-child { border-bottom: 0; }
    .row span { color: #6b7280; white-space: nowrap; }
    .row b { font-weight: 600; word-break: break-all; text-align: right; }
    .qr { display: block; margin: 16px auto 0; background: #fff; border-radius: 8px; }
    button { width: 100%; margin-top: 20px; padding: 14px; font-size: 16px; border: 0; border-radius: 10px; background: #16a34a; color: #fff; }
    .notice { margin-top: 16px; padding: 10px 12px; border-radius: 8px; font-size: 14px; }
    .ok { background: #dcfce7; color: #166534; } .bad { background: #fee2e2; color: #991b1b; }
    .done, .hint { color: #6b7280; font-size: 13px; line-height: 1.6; }
  </style>
</head>
<body>
  <main>
    <span class="tag">演示环境 · 不涉及真实资金</span>
    <h1>模拟支付</h1>
    <p class="hint">这是演示服务器的沙盒支付页：点击“确认支付”即视为支付渠道回调成功，金额自动到账（每笔订单只会入账一次）。</p>
    ${notice}
    <div class="card">
      ${rows}
    </div>
    ${qr}
    ${action}
  </main>
</body>
</html>
`;
}
