/** Site state: open or maintenance with its repair tips. */
import type { SiteAnswer } from '../../../../contract/ops/answers.ts';
import { answer, type CommandGroup } from './types.ts';

export const siteCommands: CommandGroup = {
  usage: [
    'npm run ops -- site                          查看站点状态 (show site state)',
    'npm run ops -- site open                     开放站点 (open the site)',
    'npm run ops -- site maintenance "<tips>"     维护模式并设置维护提示 (maintenance with repair tips)',
  ],
  plan(command, rest) {
    if (command !== 'site') return undefined;
    if (rest.length === 0) {
      return answer<SiteAnswer>({
        method: 'GET',
        path: '/admin/site',
        show: (d) => `站点状态 site: ${d.state}\n维护提示 tips: ${d.repair_tips}`,
      });
    }
    if (rest[0] === 'open' && rest.length === 1) {
      return { method: 'POST', path: '/admin/site', body: { state: 'open' }, show: () => '站点已开放 (site is open)' };
    }
    if (rest[0] === 'maintenance' && rest.length <= 2) {
      const body: Record<string, unknown> = { state: 'maintenance' };
      if (rest[1] !== undefined) body.repair_tips = rest[1];
      return answer<SiteAnswer>({
        method: 'POST',
        path: '/admin/site',
        body,
        show: (d) => `站点维护中 (site in maintenance)\n维护提示 tips: ${d.repair_tips}`,
      });
    }
    return undefined;
  },
};
