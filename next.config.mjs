/**
 * Static export: `out/` is served by any CDN or by the reference server.
 *
 * One source, two builds (docs/I18N.md): APP_LANG=en builds the English app, served under /en/
 * (scripts/build.mjs moves it to out/en/). Screens import `@/lib/text/zh-CN`; the English build
 * resolves it to the English catalogue, and the message sink to its English one, so each bundle
 * carries one language only.
 */
const lang = process.env.APP_LANG === 'en' ? 'en' : 'zh';

const ENGLISH_ALIASES = {
  '@/lib/text/zh-CN': './lib/text/en-US.ts',
  '@/lib/text/message': './lib/text/message-en.ts',
};

const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Inlined into the bundle: lib/i18n/lang.ts reads it as a build-time constant.
  env: { APP_LANG: lang },
  turbopack: lang === 'en' ? { resolveAlias: ENGLISH_ALIASES } : {},
  ...(lang === 'en' ? { basePath: '/en' } : {}),
};

export default nextConfig;
