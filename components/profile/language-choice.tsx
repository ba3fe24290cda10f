'use client';
import { chooseLanguage } from '@/lib/i18n/choice';
import { BUILD_LANG, HTML_LANGS, LANGS, LANGUAGE_NAMES, type Lang } from '@/lib/i18n/lang';
import * as t from '@/lib/text/zh-CN';
import { SegmentedChoice } from '@/components/ui/segmented-choice';

const S = t.settings;

/** Each language named in itself, marked with its own language (screen readers, the e2e Han check). */
const OPTIONS = LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang], lang: HTML_LANGS[lang] }));

/**
 * /userCent's 语言 / Language row (docs/I18N.md): the checked language is this build's; choosing
 * the other one remembers it on the device and reopens the same route in that language's build.
 */
export function LanguageChoice() {
  return (
    <section
      aria-labelledby="language-choice"
      className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-card"
      data-testid="language-choice"
    >
      <h2 id="language-choice" className="text-body font-medium text-ink">
        {S.language}
      </h2>
      <SegmentedChoice<Lang>
        label={S.language}
        options={OPTIONS}
        value={BUILD_LANG}
        onChange={(lang) => chooseLanguage(lang)}
        testId="language-options"
      />
      <p className="text-caption text-ink-muted">{S.languageHint}</p>
    </section>
  );
}
