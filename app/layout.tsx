import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { BASE_PATH, BUILD_LANG, HTML_LANGS } from '@/lib/i18n/lang';
import { LANGUAGE_REDIRECT_SCRIPT } from '@/lib/i18n/redirect';
import { ENTRY_MARK_SCRIPT } from '@/lib/router/entry-mark';
import * as t from '@/lib/text/zh-CN';
import { colors } from '@/lib/ui/colors';
import './globals.css';

/**
 * The SVG icon (scripts/make-icons.mjs) written into the page as a data: URL at build time: a
 * browser that takes SVG icons then has its tab icon without a request of its own on a first visit.
 */
const SVG_ICON = `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(process.cwd(), 'public/icons/icon.svg'), 'utf8'))}`;

export const metadata: Metadata = {
  title: t.app.name,
  description: t.auth.welcome,
  // One manifest per language (name, start_url and scope of its build); Next does not add basePath here.
  manifest: `${BASE_PATH}/manifest.webmanifest`,
  applicationName: t.app.name,
  appleWebApp: { capable: true, title: t.app.shortName, statusBarStyle: 'default' },
  formatDetection: { telephone: false },
  // iOS before 16.4 needs Apple's own tag for standalone mode; Next writes only the generic one.
  other: { 'apple-mobile-web-app-capable': 'yes' },
  icons: {
    // With `sizes` on the .ico, browsers that take SVG use the SVG and fetch no .ico; the PNG icons
    // are in the manifest, where installing needs them (a <link> to one made every first visit fetch it).
    icon: [
      { url: '/favicon.ico', sizes: '48x48' },
      { url: SVG_ICON, type: 'image/svg+xml' },
    ],
    apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: colors.brand.DEFAULT,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The entry mark sets an attribute on <html> before hydration (lib/router/entry-mark.ts).
    <html lang={HTML_LANGS[BUILD_LANG]} suppressHydrationWarning>
      <head>
        {/* First: a page in the other language's build moves before anything else runs (lib/i18n/redirect.ts). */}
        <script dangerouslySetInnerHTML={{ __html: LANGUAGE_REDIRECT_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: ENTRY_MARK_SCRIPT }} />
        {/* Then a deep link's first reads, written in after the build (scripts/inline-first-reads.mjs). */}
      </head>
      <body>{children}</body>
    </html>
  );
}
