/**
 * Site-level calls: app settings, service and agent links, and the getVisitUrl trap.
 */
import type { FastifyInstance } from 'fastify';
import { WireUrl } from '../../../../contract/common/schemas.ts';
import { WireAppInfo } from '../../../../contract/content/schemas.ts';
import { offeredExtensions } from '../../domain/site/extensions.ts';
import { getSettings } from '../../domain/site/settings.ts';
import { restrictedBearer } from '../../domain/protection/exclusion-marketing.ts';
import { showcaseLinks } from '../../domain/site/showcase.ts';
import { requestOrigin, uploadUrl } from '../../lib/urls.ts';
import { ok } from '../../http/answer.ts';
import { refuse } from '../../lib/errors.ts';
import { playerCall, readRoute } from '../../http/schema.ts';
import { EmptyList } from '../../../../contract/common/schemas.ts';

export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/app',
    schema: playerCall({ tag: 'content', summary: '站点设置', data: WireAppInfo }),
    handler: async (request) => {
      const s = await getSettings(app.db);
      const origin = requestOrigin(request, app.config.publicUrl);
      // A member in a time-out or self-exclusion gets no popup and no red-packet float (API
      // answers are no-store, so no shared cache keeps one member's answer for another).
      const quiet =
        app.config.protection.exclusion &&
        (await restrictedBearer(app.db, request.headers.authorization, app.config.sessions));
      // Every value is a string, as the legacy system_config answers (docs/API.md#app).
      const data: WireAppInfo = {
        title: s.title,
        site_state: s.site_state,
        repair_tips: s.repair_tips,
        redpacket_switch: quiet ? '0' : s.redpacket_switch,
        fanshui: s.fanshui,
        index_modal: quiet ? '0' : s.index_modal,
        webcontent: quiet ? '' : s.webcontent,
        site_logo: uploadUrl(origin, s.site_logo),
        ios_download_url: s.ios_download_url,
        ios_download_qrcode: uploadUrl(origin, s.ios_download_qrcode),
        h5_url: s.h5_url || origin,
        android_download_url: s.android_download_url,
        // big_stage_url, sponsor_url_1, sponsor_url_2: the operator's, else the demo's own pages.
        ...showcaseLinks(s, origin, app.config.siteMode === 'demo'),
        trial_enabled: app.config.trialEnabled ? '1' : '0',
        vip_page_url: s.vip_page_url,
        site_mode: app.config.siteMode,
        extensions: offeredExtensions(app.config),
      };
      return ok(data);
    },
  });

  readRoute(app, {
    url: '/api/getservicerurl',
    schema: playerCall({ tag: 'content', summary: '在线客服链接', data: WireUrl }),
    handler: async (request) => {
      const origin = requestOrigin(request, app.config.publicUrl);
      // Our own small page: no client is ever sent to an outside chat provider by default.
      const data: WireUrl = { url: `${origin}/support/`, domain: origin };
      return ok(data);
    },
  });

  readRoute(app, {
    url: '/api/getAgentLoginUrl',
    schema: playerCall({ tag: 'content', summary: '代理登录链接', data: WireUrl }),
    handler: async (request) => {
      const origin = requestOrigin(request, app.config.publicUrl);
      const data: WireUrl = { url: app.config.agentLoginUrl ?? `${origin}/support/agent.html` };
      return ok(data);
    },
  });

  // The legacy client navigates away on any 200 here; answering 500 "wap" keeps it on this site.
  readRoute(app, {
    url: '/api/getVisitUrl',
    schema: playerCall({ tag: 'content', summary: '访问链接（总是 500 "wap"：留在本站）', data: EmptyList }),
    handler: async () => {
      throw refuse(500, 'wap');
    },
  });
}
