'use client';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery, type AboutsQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { ArticleView } from '@/components/content/article-view';
import { Segmented } from '@/components/ui/segmented-tabs';
import { ABOUT_ARTICLES } from '@/contract/content/rules';

const TABS = [
  { value: String(ABOUT_ARTICLES.terms), label: t.content.aboutTabs.terms },
  { value: String(ABOUT_ARTICLES.privacy), label: t.content.aboutTabs.privacy },
] as const;

/** /abouts?type=5|6: the terms or the privacy policy (articles of those categories), switchable in place. */
export default function AboutsScreen({ location }: ScreenProps) {
  const { article } = parseQuery('/abouts', location);
  const change = (value: string) =>
    replaceRoute(hrefTo('/abouts', { article: Number(value) as AboutsQuery['article'] }));
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <Segmented options={TABS} value={String(article)} onChange={change} label={t.routes.abouts} />
      <ArticleView type={article} />
    </div>
  );
}
