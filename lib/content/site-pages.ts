/**
 * The fixed places of the site's own pages, so every entry that names one goes to the same screen
 * (docs/SCREENS.md#abouts): 关于我们 from the side menu, /userCent or anywhere else opens
 * /abouts on its 关于我们 tab, never a bare help article; 代理计划 opens the agent programme's page.
 */
import { ABOUT_ARTICLES } from '@/contract/content/rules';
import { hrefTo } from '@/lib/router/queries';

export const ABOUT_US_HREF = hrefTo('/abouts', { article: ABOUT_ARTICLES.about });

/**
 * 代理计划: /applyagent, where the programme is explained and a member applies, sees the review or
 * enters the back office. Article category 5 is the terms' (/abouts 规则条款), not the programme's.
 */
export const AGENT_PLAN_HREF = '/applyagent';
