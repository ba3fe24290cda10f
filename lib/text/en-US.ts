/**
 * The English catalogue: the same domains as lib/text/zh-CN.ts, one file per domain in ./en/, each
 * typed as the Translation of its Chinese file. An English build resolves `@/lib/text/zh-CN` to this
 * module (docs/I18N.md), so a bundle carries one language only.
 */
