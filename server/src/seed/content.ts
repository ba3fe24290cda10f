/**
 * Demo help articles and inbox messages. Idempotent like the rest of the seed: each table is
 * filled only while empty, so an operator's changes survive restarts.
 */
import type { Db } from '../db/types.ts';
import { findUserByName } from '../domain/accounts/users.ts';
import { publishArticle } from '../domain/content/articles.ts';
import { sendMessage } from '../domain/content/inbox.ts';
import { DEMO_USERNAME } from './data.ts';

const ARTICLES = [
  {
    cateid: 1,
    name: '常见问题',
    content:
      '<h3>如何充值？</h3><p>登录后进入「我的」→「充值」，选择通道并按提示完成转账。</p><h3>多久到账？</h3><p>一般1-5分钟到账，如超时请联系在线客服。</p>',
  },
  {
    cateid: 3,
    name: '免责声明',
    content: '<p>本站为演示站点，所有金额均为演示数据，不涉及真实资金。</p>',
  },
  {
    cateid: 4,
    name: '联系我们',
    content: '<p>在线客服7×24小时为您服务，点击底部「客服」即可咨询。</p>',
  },
  {
    // Category 5 is what /abouts shows as 规则条款; the agent programme has its own page (/applyagent).
    cateid: 5,
    name: '规则条款',
    content:
      '<h3>账户</h3><p>会员须年满18周岁，同一IP、设备仅可注册一个账户。</p><h3>优惠与返水</h3><p>所有优惠须完成相应流水后方可提款，恶意套利的账户将被取消优惠资格。</p><h3>其他</h3><p>本站保留对以上条款的最终解释权。</p>',
  },
  {
    cateid: 6,
    name: '隐私政策',
    content: '<p>我们仅为提供服务收集必要信息，并采取加密措施保护您的数据，不会向第三方出售。</p>',
  },
  {
    cateid: 7,
    name: '关于我们',
    content: '<p>TG娱乐城致力于提供安全、公平、有趣的游戏体验。</p>',
  },
  {
    cateid: 8,
    name: '责任博彩',
    content: '<p>请理性娱乐，合理安排时间与预算。如需限制账户，请联系在线客服。</p>',
  },
] as const;

const MESSAGES = [
  { toDemo: false, title: '欢迎加入TG娱乐城', content: '感谢您的注册！本站为演示站点，所有金额均为演示数据。' },
  { toDemo: true, title: '首存礼金已到账', content: '您的首存礼金已发放至中心钱包，请在「账户明细」查看。' },
  { toDemo: true, title: '账户安全提醒', content: '请勿向任何人透露您的登录密码和取款密码。' },
] as const;

async function isEmpty(db: Db, table: 'articles' | 'inbox_messages'): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return (row?.n ?? 0) === 0;
}

export async function seedContent(db: Db): Promise<void> {
  if (await isEmpty(db, 'articles')) {
    for (const a of ARTICLES) await publishArticle(db, { cateid: a.cateid, name: a.name, content: a.content });
  }
  if (await isEmpty(db, 'inbox_messages')) {
    const demo = await findUserByName(db, DEMO_USERNAME);
    for (const m of MESSAGES) {
      await sendMessage(db, { userId: m.toDemo ? (demo?.id ?? null) : null, title: m.title, content: m.content });
    }
  }
}
