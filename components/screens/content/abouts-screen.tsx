'use client';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery, type AboutsQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { ArticleView } from '@/components/content/article-view';
import { Segmented } from '@/components/ui/segmented-tabs';
import { ABOUT_ARTICLES } from '@/contract/content/rules';

// 关于我们 first: it is where every 关于我们 entry lands (lib/content/site-pages.ts).
const TABS = [
  { value: String(ABOUT_ARTICLES.about), label: t.content.aboutTabs.about },
  { value: String(ABOUT_ARTICLES.terms), label: t.content.aboutTabs.terms },
  { value: String(ABOUT_ARTICLES.privacy), label: t.content.aboutTabs.privacy },
] as const;

/**
 * /abouts?type=7|5|6: 关于我们, the terms or the privacy policy (articles of those categories),
 * switchable in place; a bare /abouts stays the terms, as the old links meant.
 */
export default function AboutsScreen({ location }: ScreenProps) {
  const { article } = parseQuery('/abouts', location);
  const change = (value: string) =>
    replaceRoute(hrefTo('/abouts', { article: Number(value) as AboutsQuery['article'] }));
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <Segmented options={TABS} value={String(article)} onChange={change} label={t.routes.abouts}>
        <ArticleView type={article} />
      </Segmented>
    </div>
  );
}
