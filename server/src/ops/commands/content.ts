/** Site content: notices, banners, help articles and inbox messages (publish, withdraw, send). */
import type { Published } from '../../../../contract/ops/answers.ts';
import { answer, UsageError, type Call, type CommandGroup } from './types.ts';

const KINDS: Record<string, string> = {
  notice: 'notices',
  banner: 'banners',
  article: 'articles',
  message: 'messages',
};

function publish(path: string, body: Record<string, unknown>, label: string, options: string[] = []): Call {
  return answer<Published>({
    method: 'POST',
    path,
    body,
    options,
    show: (d) => `${label}已发布 (published) id=${d.id}`,
  });
}

function need(rest: string[], count: number, usage: string): void {
  if (rest.length < count) throw new UsageError(`参数不足 (missing arguments): ${usage}`);
}

export const contentCommands: CommandGroup = {
  usage: [
    'npm run ops -- notice publish "<标题>" "<内容>" [--home]   发布公告 (publish a notice; --home: notice bar too)',
    'npm run ops -- banner publish <image> "<标题>" [url]       发布轮播图 (publish a banner; image under /uploads/)',
    'npm run ops -- article publish <cateid> "<标题>" "<html>" 发布文章 (publish a help article)',
    'npm run ops -- message send <username|--all> "<标题>" "<内容>" 发送站内信 (inbox message to one member or all)',
    'npm run ops -- <notice|banner|article|message> withdraw <id>  撤下 (withdraw)',
    'npm run ops -- app-setting <key> "<url>"   APP下载与发现页链接 (ios_download_url, ios_download_qrcode, android_download_url, h5_url, big_stage_url, sponsor_url_1, sponsor_url_2)',
  ],
  options: { home: { type: 'boolean' }, all: { type: 'boolean' } },
  plan(command, rest, options) {
    if (command === 'app-setting') {
      if (rest.length !== 2) throw new UsageError('用法 (usage): app-setting <key> "<url>"');
      return {
        method: 'POST',
        path: '/admin/app-settings',
        body: { key: rest[0], value: rest[1] },
        show: () => `已设置 (set) ${rest[0]}`,
      };
    }
    const kind = command ? KINDS[command] : undefined;
    if (!kind) return undefined;
    const [action, ...args] = rest;
    if (action === 'withdraw') {
      if (args.length !== 1 || !/^\d+$/.test(args[0]!)) throw new UsageError(`用法 (usage): ${command} withdraw <id>`);
      return {
        method: 'POST',
        path: `/admin/content/${kind}/${args[0]}/withdraw`,
        body: {},
        show: () => `已撤下 (withdrawn) ${command} ${args[0]}`,
      };
    }
    if (command === 'notice' && action === 'publish') {
      need(args, 2, 'notice publish "<标题>" "<内容>" [--home]');
      if (args.length !== 2) throw new UsageError('用法 (usage): notice publish "<标题>" "<内容>" [--home]');
      return publish('/admin/notices', { title: args[0], content: args[1], on_home: options.home === true }, '公告', [
        'home',
      ]);
    }
    if (command === 'banner' && action === 'publish') {
      need(args, 2, 'banner publish <image> "<标题>" [url]');
      const body: Record<string, unknown> = { image: args[0], title: args[1] };
      if (args[2]) body.url = args[2];
      return publish('/admin/banners', body, '轮播图');
    }
    if (command === 'article' && action === 'publish') {
      need(args, 3, 'article publish <cateid> "<标题>" "<html>"');
      return publish('/admin/articles', { cateid: args[0], name: args[1], content: args[2] }, '文章');
    }
    if (command === 'message' && action === 'send') {
      // --all stands where the member's name would: two texts after it, three without.
      const all = options.all === true;
      if (args.length !== (all ? 2 : 3))
        throw new UsageError('用法 (usage): message send <username|--all> "<标题>" "<内容>"');
      const [to, texts] = all ? [{ all: true }, args] : [{ username: args[0] }, args.slice(1)];
      return publish('/admin/messages', { ...to, title: texts[0], content: texts[1] }, '站内信', ['all']);
    }
    throw new UsageError(`未知命令 (unknown command): ${command} ${rest.join(' ')}`);
  },
};
