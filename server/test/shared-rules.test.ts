/**
 * The PWA's forms and the server refuse with the same rules (contract/<domain>/rules.ts). Each
 * case runs a spread of inputs through the server's own decision (the route's schema, then the
 * domain's check) and through the contract rule the form uses: they must agree input by input,
 * so a rule changed on one side only fails here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CARD_MESSAGES,
  CARD_NUMBER_LENGTH,
  cardNumberLengthOk,
  MAX_CARDS_PER_TYPE,
  PAY_PASSWORD_LENGTH,
  payPasswordLengthOk,
} from '../../contract/cards/rules.ts';
import { BindCardBody } from '../../contract/cards/schemas.ts';
import { WITHDRAW_DEFAULT_MIN_YUAN } from '../../contract/money/rules.ts';
import { agentApplicationProblem, FEEDBACK_MAX_LENGTH, feedbackProblem } from '../../contract/profile/rules.ts';
import { ApplyAgentBody, FeedbackBody } from '../../contract/profile/schemas.ts';
import type { Queryable } from '../src/db/types.ts';
import { agentApplication } from '../src/domain/agents/applications.ts';
import { newCard } from '../src/domain/banking/card-rules.ts';
import { leaveFeedback } from '../src/domain/feedback/feedback.ts';
import { getMoneySettings } from '../src/domain/site/money-settings.ts';
import { minimumMessage } from '../src/domain/withdrawals/request.ts';
import { createTestApp, decided, type TestApp } from './helpers.ts';

/** The server's answer to an input: null when accepted, else the refusal's message. */
function refusalOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const lengths = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);

describe('shared rules: the server refuses exactly what the forms refuse', () => {
  it('bank card: the number and pay password lengths are cardNumberLengthOk / payPasswordLengthOk', () => {
    for (const digits of lengths(CARD_NUMBER_LENGTH.max + 5).slice(1))
      for (const chars of lengths(PAY_PASSWORD_LENGTH.max + 3).slice(1)) {
        const number = '6'.repeat(digits);
        const password = 'p'.repeat(chars);
        const body = {
          bank: '工商银行',
          bank_owner: '张三',
          bank_address: '北京',
          bank_no: number,
          pay_pass: password,
        };
        const expected = !cardNumberLengthOk(number)
          ? CARD_MESSAGES.numberLength
          : !payPasswordLengthOk(password)
            ? CARD_MESSAGES.payPassLength
            : null;
        assert.equal(
          refusalOf(() => newCard(decided(BindCardBody, body))),
          expected,
          `${digits} digits, ${chars} chars`,
        );
      }
  });

  it('USDT address: the pay password length is payPasswordLengthOk', () => {
    for (const chars of lengths(PAY_PASSWORD_LENGTH.max + 3).slice(1)) {
      const password = 'p'.repeat(chars);
      const body = {
        bank: 'USDT',
        bank_owner: 'TRC20',
        bank_address: '',
        bank_no: `T${'A'.repeat(33)}`,
        pay_pass: password,
      };
      const expected = payPasswordLengthOk(password) ? null : CARD_MESSAGES.payPassLength;
      assert.equal(
        refusalOf(() => newCard(decided(BindCardBody, body))),
        expected,
        `${chars} chars`,
      );
    }
  });

  it(`the card limit's message names MAX_CARDS_PER_TYPE (${MAX_CARDS_PER_TYPE})`, () => {
    assert.ok(CARD_MESSAGES.tooMany.includes(String(MAX_CARDS_PER_TYPE)));
  });

  it('agent application: agentApplicationProblem decides, in its order', () => {
    const mobiles = [
      '13800138000',
      ' 13800138000 ',
      '12800138000',
      '1380013800',
      '138001380001',
      '',
      'abc',
      13800138000,
    ];
    const reasons = ['想做代理', '  ', '', 'x'.repeat(600)];
    for (const mobile of mobiles)
      for (const apply_info of reasons) {
        const read = decided(ApplyAgentBody, { mobile, apply_info });
        const problem = agentApplicationProblem({ mobile: read.mobile, applyInfo: read.apply_info });
        assert.equal(
          refusalOf(() => agentApplication(decided(ApplyAgentBody, { mobile, apply_info }))),
          problem?.message ?? null,
          JSON.stringify({ mobile, apply_info }),
        );
      }
  });

  it('feedback: feedbackProblem decides (characters, not UTF-16 units)', async () => {
    /** The rule is checked before the database: an accepted input reaches it. */
    const noDatabase = {
      query: async () => {
        throw new Error('accepted');
      },
    } as unknown as Queryable;
    const contents = [
      '',
      '   ',
      '好用',
      'x'.repeat(FEEDBACK_MAX_LENGTH),
      'x'.repeat(FEEDBACK_MAX_LENGTH + 1),
      '😀'.repeat(FEEDBACK_MAX_LENGTH),
      '😀'.repeat(FEEDBACK_MAX_LENGTH + 1),
      ` ${'字'.repeat(FEEDBACK_MAX_LENGTH)} `,
    ];
    for (const content of contents) {
      const read = decided(FeedbackBody, { content, contact: '' });
      const problem = feedbackProblem({ content: read.content, contact: '' });
      const answer = await leaveFeedback(noDatabase, 1, { content: read.content, contact: '' }).then(
        () => null,
        (error: Error) => (error.message === 'accepted' ? null : error.message),
      );
      assert.equal(answer, problem?.message ?? null, `${[...content].length} characters`);
    }
  });

  describe('withdrawal minimum', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp();
    });
    after(async () => t.close());

    it("a site whose operator set none refuses below WITHDRAW_DEFAULT_MIN_YUAN, the form's own minimum", async () => {
      const settings = await getMoneySettings(t.db);
      assert.equal(settings.withdrawMin, BigInt(WITHDRAW_DEFAULT_MIN_YUAN) * 100n);
      assert.equal(minimumMessage(settings.withdrawMin), `单笔取款不能低于${WITHDRAW_DEFAULT_MIN_YUAN}元`);
    });
  });
});
