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
  experimental: {
    // The site is one page whose screens load on demand: Turbopack's default thresholds left each
    // group in up to seven small chunks. Merging them within a group saves a request and about
    // 1 KiB of brotli per merged file on every first visit (docs/PERFORMANCE.md, "Fewer chunks"),
    // and the framework's two big chunks stay apart (maxMergeChunkSize, 200 KB by default).
    turbopackChunking: { minChunkSize: 400_000, requestCost: 2_000_000, maxChunkCountPerGroup: 6 },
  },
  ...(lang === 'en' ? { basePath: '/en' } : {}),
};

export default nextConfig;
