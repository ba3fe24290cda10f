/**
 * docs/SCREENS.md#text: player screens never show text meant for operators or staff (how to set
 * the site up, who configures what). Every string of the Chinese catalogue is checked.
 */
import * as zh from '@/lib/text/zh-CN';

/** Words that address the people running the site, not the player. */
const STAFF_WORDS = [/config\.json/i, /运营方/, /后台/, /配置/, /npm run/, /管理员/, /环境变量/];

/**
 * Kept on purpose: 代理后台 is the agent's own back office (agents are members), and
 * 提交成功，等待后台审核 is the platform servers' own answer to a deposit or withdrawal, word for word.
 */
const ALLOWED = new Set(['进入代理后台', '提交成功，等待后台审核']);

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    const sample = (value as (...a: unknown[]) => unknown)('X', 'Y', 'Z');
    if (typeof sample === 'string') out.push([path, sample]);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  }
  return out;
}

it('no catalogue text speaks to the operator', () => {
  const found = strings(zh, 't', [])
    .filter(([, text]) => !ALLOWED.has(text))
    .filter(([, text]) => STAFF_WORDS.some((w) => w.test(text)));
  expect(found).toEqual([]);
});
