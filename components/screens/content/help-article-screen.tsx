'use client';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { ArticleView } from '@/components/content/article-view';

/** /boutBallBetInfo?type=N: help article N (docs/SCREENS.md#boutballbet). */
export default function HelpArticleScreen({ location }: ScreenProps) {
  const { article } = parseQuery('/boutBallBetInfo', location);
  return (
    <div className="p-gutter">
      <ArticleView type={article} />
    </div>
  );
}
