/**
 * Every Chinese message of the contract has English (contract/i18n/en.ts): each text exported by
 * a plain contract module (no schema library: rules.ts, roles.ts, …), in objects too, and each
 * message function called with sample values. A new message without English fails here, and so
 * does a new function until it is given samples here (or named as no message). The server says
 * its own answers through contract constants: no Chinese literal in refuse(), invalid() or ok().
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { EN_MESSAGES, toEnglish } from '../../contract/i18n/en.ts';
import { OPS_REFUSALS } from '../../contract/ops/messages.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTRACT = join(ROOT, 'contract');
const HAN = /\p{Script=Han}/u;
const AT = '2026-03-01 20:30:00';

/** Sample values of each message function, by `file:export.key`; one call per list. */
const SAMPLES: Record<string, unknown[][]> = {
  'lottery/rules.ts:orderRangeMessage': [['10', '5000']],
  'lottery/rules.ts:orderNumberMessage': [[0, 27]],
  'lottery/rules.ts:orderTooManyMessage': [[120]],
  'money/rules.ts:destinationHoldMessage': [[AT]],
  'money/rules.ts:withdrawMinimumMessage': [['100'], ['100.50']],
  'money/rules.ts:withdrawMaximumMessage': [['50000']],
  'money/rules.ts:withdrawTurnoverMessage': [['1'], ['1.5']],
  'ops/roles.ts:ROLE_MESSAGES.forbidden': [
    [['finance'], 'reviewer'],
    [['reviewer', 'finance'], 'content'],
  ],
  'ops/roles.ts:ROLE_MESSAGES.pending': [[12, '50000.00']],
  'ops/roles.ts:ROLE_MESSAGES.approvalDone': [['approved'], ['rejected']],
  'ops/rules.ts:OPS_MESSAGES.debitExceedsBalance': [['12.50']],
  'ops/messages.ts:OPS_REFUSALS.unknownParameter': [['colour']],
  'ops/messages.ts:OPS_REFUSALS.noActivityType': [[7]],
  'ops/messages.ts:OPS_REFUSALS.notBeijingTime': [['starts_at']],
  'ops/messages.ts:OPS_REFUSALS.percent': [['percent']],
  'ops/messages.ts:OPS_REFUSALS.moneySettingKey': [[['usdtrate', 'withdraw_min', 'withdraw_max']]],
  'ops/messages.ts:OPS_REFUSALS.operatorTaken': [['alice']],
  'ops/messages.ts:OPS_REFUSALS.noOperator': [['alice']],
  'protection/rules.ts:limitName': [
    ['deposit', '24h', '1000.00'],
    ['loss', '7d', '50.00'],
    ['stake', '30d', '0.00'],
  ],
  'protection/rules.ts:limitPendingMessage': [[AT]],
  'protection/rules.ts:limitWaitingMessage': [[AT]],
  'protection/rules.ts:limitReachedMessage': [['30 天投注限额 200.00 元', AT]],
  'protection/rules.ts:limitExceededMessage': [['7 天净亏损限额 10.00 元']],
  'protection/rules.ts:EXCLUSION_MESSAGES.summary': [
    ['timeout', 1, AT],
    ['timeout', 42, AT],
    ['exclusion', 6, AT],
    ['exclusion', 12, AT],
    ['exclusion', 60, AT],
  ],
  'protection/rules.ts:EXCLUSION_MESSAGES.confirmed': [
    ['timeout', AT],
    ['exclusion', AT],
  ],
  'protection/rules.ts:EXCLUSION_MESSAGES.noShortening': [[AT]],
  'protection/restriction.ts:RESTRICTION_MESSAGES.timeout': [[AT]],
  'protection/restriction.ts:RESTRICTION_MESSAGES.exclusion': [[AT]],
  'protection/restriction.ts:RESTRICTION_MESSAGES.reopening': [[AT]],
  'protection/rules.ts:EXCLUSION_MESSAGES.timeout': [[AT]],
  'protection/rules.ts:EXCLUSION_MESSAGES.exclusion': [[AT]],
  'protection/rules.ts:EXCLUSION_MESSAGES.reopening': [[AT]],
  'protection/rules.ts:EXCLUSION_MESSAGES.reopenTooEarly': [[AT]],
  'protection/rules.ts:EXCLUSION_MESSAGES.reopenRequested': [[AT]],
  'rewards/rules.ts:vipPromotedText': [[3]],
  'rewards/rules.ts:vipDemotedText': [[4, 3, 30, '5000.00']],
  'session/rules.ts:trialCreatedMessage': [['2000.00']],
};

/** Functions of plain contract modules that are checks, not messages (their refusals are constants). */
const NOT_MESSAGES = new Set([
  'cards/rules.ts:cardNumberLengthOk',
  'cards/rules.ts:payPasswordLengthOk',
  'money/rules.ts:depositorProblem',
  'profile/rules.ts:profileProblem',
  'profile/rules.ts:agentApplicationProblem',
  'profile/rules.ts:feedbackProblem',
  'common/extensions.ts:parseExtensions',
  'common/extensions.ts:formatExtensions',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Contract modules without the schema library: where every message lives (schemas import them). */
const plainModules = () =>
  sourceFiles(CONTRACT)
    .filter((file) => !relative(CONTRACT, file).startsWith('i18n'))
    .filter((file) => !/from ['"]typebox/.test(readFileSync(file, 'utf8')));

interface Found {
  where: string;
  message: string;
}

function walk(where: string, value: unknown, found: Found[], problems: string[]): void {
  if (typeof value === 'string') {
    if (HAN.test(value)) found.push({ where, message: value });
  } else if (typeof value === 'function') {
    if (NOT_MESSAGES.has(where)) return;
    const samples = SAMPLES[where];
    if (!samples) return void problems.push(`${where}: a function with no samples (a message? add samples)`);
    for (const args of samples) {
      const message = (value as (...a: unknown[]) => unknown)(...args);
      if (typeof message !== 'string' || !HAN.test(message)) problems.push(`${where}: not a Chinese message`);
      else found.push({ where: `${where}(${JSON.stringify(args)})`, message });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => walk(`${where}[${i}]`, item, found, problems));
  } else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    for (const [key, item] of Object.entries(value)) walk(`${where}.${key}`, item, found, problems);
  }
}

async function contractMessages(): Promise<{ found: Found[]; problems: string[] }> {
  const found: Found[] = [];
  const problems: string[] = [];
  for (const file of plainModules()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const name = relative(CONTRACT, file).split('\\').join('/');
    for (const [key, value] of Object.entries(module)) walk(`${name}:${key}`, value, found, problems);
  }
  return { found, problems };
}

describe('English for every contract message', () => {
  it('walks the plain contract modules and finds their messages', async () => {
    const { found } = await contractMessages();
    assert.ok(plainModules().length >= 18);
    assert.ok(found.length > 250, `only ${found.length} messages found`);
    // The operator calls' own refusals (contract/ops/messages.ts) are walked with the rest.
    const refusals = new Set(found.map((f) => f.where).filter((w) => w.startsWith('ops/messages.ts:')));
    assert.equal(new Set([...refusals].map((w) => w.replace(/\(.*$/, ''))).size, Object.keys(OPS_REFUSALS).length);
  });

  it('every message and every message function has English, with no Chinese left', async () => {
    const { found, problems } = await contractMessages();
    const missing = found
      .map(({ where, message }) => ({ where, message, english: toEnglish(message) }))
      .filter(({ message, english }) => english === message || HAN.test(english))
      .map(({ where, message, english }) => `${where}: ${message} → ${english}`);
    assert.deepEqual([...problems, ...missing], []);
  });

  it('every sample of a function is used: no stale samples', async () => {
    const { found, problems } = await contractMessages();
    assert.deepEqual(problems, []);
    const called = new Set(found.map((f) => f.where.replace(/\(.*$/, '')));
    assert.deepEqual(
      Object.keys(SAMPLES).filter((key) => !called.has(key)),
      [],
    );
  });

  it('one English for one Chinese text across the domains', () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    for (const domain of EN_MESSAGES)
      for (const [zh, en] of domain.exact ?? []) {
        const before = seen.get(zh);
        if (before !== undefined && before !== en) conflicts.push(`${zh}: "${before}" / "${en}"`);
        seen.set(zh, en);
      }
    assert.deepEqual(conflicts, []);
  });

  it('an unknown message comes back unchanged; a parametrised one keeps its values', () => {
    assert.equal(toEnglish('今晚十点维护一小时'), '今晚十点维护一小时');
    assert.equal(toEnglish(''), '');
    assert.equal(toEnglish('单笔取款不能低于250.75元'), 'The minimum withdrawal is ¥250.75');
    assert.equal(
      toEnglish(`已达到 7 天净亏损限额 10.00 元，请于 ${AT}（北京时间）后再试`),
      `You have reached your 7-day net-loss limit of ¥10.00; try again after ${AT} (Beijing time)`,
    );
  });
});

describe('server answers say contract messages', () => {
  it('no Chinese literal in a refusal or an answer (a server message lives in the contract, with English)', () => {
    // The player's refuse(), invalid() and ok(); the operator's refused(), notFound(), conflict()
    // and the domain errors an operator handler turns into refusals (OperatorError).
    const call =
      /\b(?:refuse|refused|invalid|ok|notFound|conflict|\w+Error)\([^)]*?(['"`])(?:(?!\1)[^\\]|\\.)*?\p{Script=Han}/u;
    // server/src/ops is the operator CLI: its usage errors are for a terminal, in both languages.
    const cli = join(ROOT, 'server', 'src', 'ops');
    const answering = sourceFiles(join(ROOT, 'server', 'src')).filter((file) => !file.startsWith(`${cli}/`));
    const offenders = answering.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => call.test(line))
        .map(({ line, i }) => `${relative(ROOT, file)}:${i + 1}: ${line.trim()}`),
    );
    assert.deepEqual(offenders, []);
  });
});
