/**
 * Pure helpers: money, Beijing time, the paginator, chat masking, input validation, refusal answers, idempotency keys.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCents, parseAmount, toCents } from '../src/lib/money.ts';
import { beijingDaysBetween, formatBeijing } from '../src/lib/time.ts';
import { pageRequest, paginator } from '../src/lib/paginate.ts';
import { PageQuery } from '../../contract/content/schemas.ts';
import { maskName, parseChatInput } from '../src/domain/chat/messages.ts';
import { credentials, MESSAGES, registration } from '../src/domain/accounts/validation.ts';
import { LoginBody, RegisterBody } from '../../contract/session/schemas.ts';
import { decided } from './helpers.ts';
import { tokenFromHeader } from '../src/domain/accounts/sessions.ts';
import { hashSecret, verifySecret } from '../src/domain/accounts/passwords.ts';
import { cacheControlFor } from '../src/plugins/external/static.ts';
import { refusalOf } from '../src/lib/error-answer.ts';
import { IDEMPOTENCY_KEY_MESSAGE, memberIdempotencyKey } from '../src/lib/idempotency.ts';
import { BizError, invalid, LedgerError, refuse } from '../src/lib/errors.ts';

describe('money', () => {
  it('parses decimal strings exactly into cents, never through a float', () => {
    assert.equal(parseAmount('0.1'), 10n);
    assert.equal(parseAmount('0.2'), 20n);
    assert.equal(parseAmount('100'), 10000n);
    assert.equal(parseAmount(' 12.34 '), 1234n);
    assert.equal(parseAmount('9999999999999.99'), 999999999999999n);
  });
  it('refuses signs, exponents, three decimals and non-strings', () => {
    for (const bad of ['-1', '+1', '1e3', '1.234', '.5', '1.', '', 'abc', '1,000', '0x10']) {
      assert.equal(parseAmount(bad), null, bad);
    }
    assert.equal(parseAmount(12), null);
    assert.equal(parseAmount(null), null);
  });
  it('formats cents as 2-decimal strings', () => {
    assert.equal(formatCents(0n), '0.00');
    assert.equal(formatCents(30n), '0.30');
    assert.equal(formatCents(123456n), '1234.56');
    assert.equal(formatCents(-5n), '-0.05');
    assert.equal(formatCents(parseAmount('0.1')! + parseAmount('0.2')!), '0.30');
  });
  it('normalises what either driver returns', () => {
    assert.equal(toCents(5n), 5n);
    assert.equal(toCents(5), 5n);
    assert.equal(toCents('-7'), -7n);
    assert.throws(() => toCents('1.5'));
  });
});

describe('Beijing time', () => {
  it('formats Y-m-d H:i:s at UTC+8 whatever the process zone', () => {
    assert.equal(formatBeijing(new Date('2024-05-01T05:45:09Z')), '2024-05-01 13:45:09');
    assert.equal(formatBeijing(new Date('2024-12-31T16:00:00Z')), '2025-01-01 00:00:00');
    assert.equal(formatBeijing(0), '1970-01-01 08:00:00');
  });
  it('counts join days in Beijing calendar days', () => {
    // 23:30 and 00:30 Beijing of the next day are one day apart.
    assert.equal(beijingDaysBetween(new Date('2024-05-01T15:30:00Z'), new Date('2024-05-01T16:30:00Z')), 1);
    assert.equal(beijingDaysBetween(new Date('2024-05-01T01:00:00Z'), new Date('2024-05-01T15:00:00Z')), 0);
    assert.equal(beijingDaysBetween(new Date('2024-05-01T01:00:00Z'), new Date('2024-05-11T01:00:00Z')), 10);
  });
});

describe('paginator', () => {
  // The paging keys as a list call's input reads them, then the page they ask for.
  const readPage = (input: Record<string, unknown>) => pageRequest(decided(PageQuery, input));
  it('has exactly the Laravel 6 keys', () => {
    const page = readPage({ page: '2', limit: '5' });
    const p = paginator([{ id: 6 }, { id: 7 }], 7, page, 'http://h/api/noticeList');
    assert.deepEqual(Object.keys(p).sort(), [
      'current_page',
      'data',
      'first_page_url',
      'from',
      'last_page',
      'last_page_url',
      'next_page_url',
      'path',
      'per_page',
      'prev_page_url',
      'to',
      'total',
    ]);
    assert.equal(p.current_page, 2);
    assert.equal(p.per_page, 5);
    assert.equal(p.last_page, 2);
    assert.equal(p.from, 6);
    assert.equal(p.to, 7);
    assert.equal(p.prev_page_url, 'http://h/api/noticeList?page=1');
    assert.equal(p.next_page_url, null);
  });
  it('gives from/to null on an empty page and bounds the page size', () => {
    const p = paginator([], 0, readPage({}), 'http://h/x');
    assert.equal(p.from, null);
    assert.equal(p.to, null);
    assert.equal(p.last_page, 1);
    assert.equal(p.per_page, 10);
    assert.equal(readPage({ pagesize: '100000' }).perPage, 100);
    assert.equal(readPage({ page: '-3' }).page, 1);
  });
});

describe('validation', () => {
  const reg = {
    name: 'player01',
    password: 'secret1',
    confirmPass: 'secret1',
    realname: 'player01',
    paypassword: 'secret1',
    code: '',
  };
  // The schema decides each field, the domain the confirmation: one path, as the route runs it.
  const parseRegister = (input: Record<string, unknown>, inviteCodes = true) =>
    registration(decided(RegisterBody, input), { inviteCodes });
  const parseLogin = (input: Record<string, unknown>) => credentials(decided(LoginBody, input));
  it('register uses the client messages', () => {
    assert.throws(() => parseRegister({ ...reg, name: '' }), { code: 1000, message: MESSAGES.usernameRule });
    assert.throws(() => parseRegister({ ...reg, name: 'abc' }), { message: MESSAGES.usernameRule });
    assert.throws(() => parseRegister({ ...reg, name: 'abcdefghijklmnopq' }), { message: MESSAGES.usernameRule });
    assert.throws(() => parseRegister({ ...reg, name: 'player_01' }), { message: MESSAGES.usernameRule });
    assert.throws(() => parseRegister({ ...reg, password: '12345', confirmPass: '12345' }), {
      message: MESSAGES.passwordRule,
    });
    assert.throws(() => parseRegister({ ...reg, password: '12345678901234567', confirmPass: '12345678901234567' }), {
      message: MESSAGES.passwordRule,
    });
    assert.throws(() => parseRegister({ ...reg, confirmPass: 'other12' }), { message: MESSAGES.confirmMismatch });
  });
  it('register defaults realname, stores no pay password equal to the login one, ignores a bad pid', () => {
    const parsed = parseRegister({ name: 'player01', password: 'secret1', confirmPass: 'secret1', pid: 'x' });
    assert.equal(parsed.realname, 'player01');
    assert.equal(parsed.paypassword, null);
    assert.equal(
      parseRegister({ ...reg, password: 'secret1', confirmPass: 'secret1', paypassword: 'secret1' }).paypassword,
      null,
    );
    assert.equal(
      parseRegister({ ...reg, password: 'secret1', confirmPass: 'secret1', paypassword: 'pay-9876' }).paypassword,
      'pay-9876',
    );
    assert.equal(parsed.referrer, null);
    assert.deepEqual(parseRegister({ ...reg, pid: 7 }).referrer, { id: 7 });
    assert.equal(parseRegister({ ...reg, pid: '0' }).referrer, null);
  });
  it('register reads pid as a member id or, on the reference dialect only, an invite code', () => {
    assert.deepEqual(parseRegister({ ...reg, pid: '0042' }).referrer, { id: 42 });
    assert.deepEqual(parseRegister({ ...reg, pid: 'k7m2q9x' }).referrer, { code: 'K7M2Q9X' });
    assert.equal(parseRegister({ ...reg, pid: 'K7M2Q9X' }, false).referrer, null);
    assert.deepEqual(parseRegister({ ...reg, pid: '42' }, false).referrer, { id: 42 });
    for (const pid of ['abc', 'K7M2Q9XYZ', 'K7M-Q9X']) assert.equal(parseRegister({ ...reg, pid }).referrer, null);
  });
  it('login uses the legacy server messages', () => {
    assert.throws(() => parseLogin({ password: 'secret1' }), { code: 1000, message: MESSAGES.loginNameRequired });
    assert.throws(() => parseLogin({ name: 'player01', password: '123' }), { message: MESSAGES.loginPasswordRule });
    assert.throws(() => parseLogin({ name: 'player01', password: 'x'.repeat(21) }), {
      message: MESSAGES.loginPasswordRule,
    });
  });
});

describe('tokens and secrets', () => {
  it('treats "Bearer " with nothing after it as no token', () => {
    assert.equal(tokenFromHeader('Bearer '), null);
    assert.equal(tokenFromHeader('Bearer'), null);
    assert.equal(tokenFromHeader(undefined), null);
    assert.equal(tokenFromHeader('Bearer abc'), 'abc');
    assert.equal(tokenFromHeader('bearer  abc '), 'abc');
  });
  it('hashes with a salt and verifies', async () => {
    const a = await hashSecret('secret1');
    const b = await hashSecret('secret1');
    assert.notEqual(a, b);
    assert.match(a, /^scrypt\$/);
    assert.equal(await verifySecret('secret1', a), true);
    assert.equal(await verifySecret('secret2', a), false);
    assert.equal(await verifySecret('secret1', null), false);
    assert.equal(await verifySecret('secret1', 'garbage'), false);
  });
});

describe('chat input', () => {
  it('masks names like pla***01', () => {
    assert.equal(maskName('player01'), 'pla***01');
    assert.equal(maskName('abc'), 'a***');
  });
  it('accepts 1..200 characters of text only', () => {
    assert.deepEqual(parseChatInput('{"content":"跟了","order":1}'), { content: '跟了', order: 1 });
    assert.deepEqual(parseChatInput('{"content":"x","order":0}'), { content: 'x', order: 0 });
    assert.equal(parseChatInput('{"content":"   "}'), null);
    assert.equal(parseChatInput(JSON.stringify({ content: 'x'.repeat(201) })), null);
    assert.equal(parseChatInput('{"content":{"a":1}}'), null);
    assert.equal(parseChatInput('not json'), null);
  });
  it('drops C0/C1 controls and bidi overrides; line breaks become spaces', () => {
    const sent = 'a\u0000b\u0085c\u202ed\u2066e\u200ff\u001b[31mg\nh';
    assert.deepEqual(parseChatInput(JSON.stringify({ content: sent, order: 1 })), {
      content: 'abcdef[31mg h',
      order: 1,
    });
    assert.equal(parseChatInput(JSON.stringify({ content: '\u202e\u0085' })), null);
  });
});

describe('static cache policy', () => {
  it('hashed build files are immutable, entry points revalidate', () => {
    assert.equal(cacheControlFor('_next/static/chunks/a.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('index.html'), 'no-cache');
    assert.equal(cacheControlFor('login/index.html'), 'no-cache');
    assert.equal(cacheControlFor('sw.js'), 'no-cache');
    assert.equal(cacheControlFor('config.json'), 'no-cache');
    assert.equal(cacheControlFor('manifest.webmanifest'), 'no-cache');
    assert.equal(cacheControlFor('icon.png'), 'public, max-age=3600');
  });
  it('the English build under en/ has the same policy (docs/I18N.md)', () => {
    assert.equal(cacheControlFor('en/_next/static/chunks/a.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('en/index.html'), 'no-cache');
    assert.equal(cacheControlFor('en/sw.js'), 'no-cache');
    assert.equal(cacheControlFor('en/manifest.webmanifest'), 'no-cache');
  });
});

describe('refusal answers', () => {
  it('a business refusal keeps its code, message, data and status', () => {
    assert.deepEqual(refusalOf(refuse(214, '打码量不足')), {
      status: 200,
      answer: { code: 214, message: '打码量不足', data: [] },
    });
    // Validation refusals carry no data key at all.
    const answer = refusalOf(invalid('参数错误'))!.answer;
    assert.deepEqual(answer, { code: 1000, message: '参数错误' });
    assert.equal('data' in answer, false);
    assert.deepEqual(refusalOf(new BizError(409, '订单已处理', { status: 409, data: { state: 1 } })), {
      status: 409,
      answer: { code: 409, message: '订单已处理', data: { state: 1 } },
    });
  });
  it('insufficient funds is code 210; other ledger errors and plain errors are failures', () => {
    assert.deepEqual(refusalOf(new LedgerError('INSUFFICIENT_FUNDS', 'x')), {
      status: 200,
      answer: { code: 210, message: '余额不足', data: [] },
    });
    assert.equal(refusalOf(new LedgerError('UNBALANCED', 'x')), null);
    assert.equal(refusalOf(new Error('boom')), null);
    assert.equal(refusalOf('boom'), null);
  });
});

describe('idempotency keys', () => {
  it('scopes a well-formed key to the member; no header means no key', () => {
    assert.equal(
      memberIdempotencyKey('3f2b8c1e-0000-4000-8000-000000000000', 7),
      'user:7:3f2b8c1e-0000-4000-8000-000000000000',
    );
    assert.equal(memberIdempotencyKey('a'.repeat(100), 7), `user:7:${'a'.repeat(100)}`);
    assert.equal(memberIdempotencyKey(undefined, 7), undefined);
  });
  it('refuses an empty, over-long, badly spelt or repeated header with code 1000', () => {
    for (const bad of ['', 'a'.repeat(101), ' a', 'a b', 'a/b', '键', ['a', 'b']]) {
      assert.throws(
        () => memberIdempotencyKey(bad, 7),
        (error: unknown) => {
          assert.deepEqual(refusalOf(error), { status: 200, answer: { code: 1000, message: IDEMPOTENCY_KEY_MESSAGE } });
          return true;
        },
        JSON.stringify(bad),
      );
    }
  });
});
