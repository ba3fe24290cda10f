/**
 * Operator HTML is cleaned by one of two sanitisers (lib/ui/sanitise-html.ts): Chromium's own
 * `Element.setHTML` or, where a browser has none, DOMPurify. Both take the same allowlist, so for
 * operator-like HTML and for attack strings they must leave the same DOM. Both run here in one
 * blank Chromium page: DOMPurify from its own file, each config built by the lib's functions.
 */
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { RICH_TEXT_ELEMENT_ATTRIBUTES } from '../../contract/common/rich-text';
import { nativeSanitizerConfig, purifyConfig } from '../../lib/ui/sanitise-html';

const PURIFY_FILE = path.join(__dirname, '..', '..', 'node_modules', 'dompurify', 'dist', 'purify.min.js');

/** What operators write: formatting, lists, tables, images, links, pasted office markup. */
const OPERATOR_HTML = [
  '<p style="text-align:center"><b>尊敬的会员：</b>您好！<br>本站将于<font color="#ff0000" size="4">2026-11-26 02:00</font>进行维护。</p>',
  '<div class="notice"><h3>充值说明</h3><ol><li>单笔最低<strong>100</strong>元</li><li>到账<em>1-3</em>分钟</li></ol><ul><li>一</li></ul></div>',
  '<p align="center"><img src="https://cdn.example/banner.png" alt="活动" title="活动" width="300" height="120"></p>',
  '<table border="1"><thead><tr><th colspan="2" align="left">等级</th></tr></thead><tbody><tr><td rowspan="2">VIP1</td><td align="right">8元</td></tr></tbody></table>',
  '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer" title="帮助">查看详情</a> <a href="/#/activity">活动</a> <a href="mailto:kf@example.com">邮件</a>',
  '<center><span style="color:red">红字</span></center><u>下</u><s>删</s><del>旧</del><ins>新</ins><small>小</small><big>大</big>H<sub>2</sub>O x<sup>2</sup>',
  '<blockquote>引用</blockquote><pre><code>code</code></pre><hr><dl><dt>术语</dt><dd>解释</dd></dl><ruby>汉<rp>(</rp><rt>hàn</rt><rp>)</rp></ruby><mark>重点</mark><abbr title="x">缩写</abbr>',
  '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--><p class="MsoNormal"><span lang="EN-US" style="font-size:12pt">文字</span><o:p></o:p></p>',
  '<section><header><h1>标题</h1></header><article><p>正文</p></article><footer>页脚</footer></section><figure><img src="a.png"><figcaption>图</figcaption></figure>',
];

/** Attacks: script, handlers, javascript: URLs, forms, styles, clobbering, foreign content, mutation tricks. */
const ATTACKS = [
  '<script>alert(1)</script><p>正文</p>',
  '<img src=x onerror=alert(1)><p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<svg onload=alert(1)><circle r=1></circle></svg><math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<a href="javascript:alert(1)">a</a><a href="  JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a>',
  '<iframe src="javascript:alert(1)"></iframe><object data="x"></object><embed src="x"><frameset></frameset>',
  '<form action="https://evil.example"><input name="password"><button>登录</button><select><option>x</option></select><textarea>t</textarea></form>',
  '<style>body{display:none}</style><link rel="stylesheet" href="x.css"><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">ok',
  '<p data-x="1" aria-hidden="true" id="body" name="cookie" role="dialog" tabindex="0">x</p>',
  '<template><script>alert(1)</script></template><details open ontoggle=alert(1)><summary>s</summary>d</details>',
  '<x-widget onclick="alert(1)">自定义</x-widget><marquee>滚动</marquee><blink>b</blink>',
  '<table><tr><td>a</td></tr><script>alert(1)</script><caption>表</caption></table>',
  '<span src="x.png" href="https://x.example" colspan="2" color="red">属性</span><img src="data:image/png;base64,iVBORw0KGgo=" alt="d">',
  '<svg><style><img src=x onerror=alert(1)></style></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

/**
 * Where the two cannot agree: DOMPurify drops a URL attribute whose scheme is not a web one it
 * knows (`data:`, `vbscript:`, `ftp:` on a link), the native sanitiser only drops `javascript:`.
 * Neither runs anything: browsers refuse to navigate a page to `data:` and know no `vbscript:`.
 */
const SCHEME_DIFFERENCES = '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="vbscript:msgbox(1)">v</a>';

/**
 * Style attributes pass both client sanitisers unchanged, as they passed DOMPurify before: CSS
 * runs no script (a `url(javascript:…)` is never fetched). Only the server filters styles, on
 * the activity HTML it stores.
 */
const STYLES = '<p style="background:url(javascript:alert(1))">css</p><div style="position:fixed;inset:0">覆盖</div>';

interface Cleaned {
  native: string;
  purify: string;
}

async function cleanBoth(page: import('@playwright/test').Page, corpus: string[]): Promise<Cleaned[]> {
  await page.goto('about:blank');
  await page.addScriptTag({ path: PURIFY_FILE });
  // The per-element attribute check is the one function of the DOMPurify config: it cannot cross
  // into the page, so it is rebuilt there from the same table (Jest checks the lib's own).
  const { ADD_ATTR: _check, ...purifyData } = purifyConfig();
  return page.evaluate(
    ({ corpus, native, purify, perElement }) => {
      type Purify = { sanitize(html: string, config: object): DocumentFragment };
      const DOMPurify = (window as unknown as { DOMPurify: Purify }).DOMPurify;
      const config = {
        ...purify,
        ADD_ATTR: (attribute: string, element: string) => perElement[element]?.includes(attribute) ?? false,
        RETURN_DOM_FRAGMENT: true,
      };
      return corpus.map((html) => {
        const a = document.createElement('div');
        (a as unknown as { setHTML(h: string, o: object): void }).setHTML(html, { sanitizer: native });
        const b = document.createElement('div');
        b.append(DOMPurify.sanitize(html, config));
        return { native: a.innerHTML, purify: b.innerHTML };
      });
    },
    { corpus, native: nativeSanitizerConfig(), purify: purifyData, perElement: RICH_TEXT_ELEMENT_ATTRIBUTES },
  );
}

const UNSAFE =
  /<(script|style|iframe|object|embed|form|input|button|textarea|select|svg|math|template|base|meta|link)\b|\son[a-z]+=|javascript:|data-x|aria-|\sid=|\sname=/i;

test('Chromium has the HTML Sanitizer API, so the app takes the native path there', async ({ page }) => {
  await page.goto('about:blank');
  expect(await page.evaluate(() => typeof (Element.prototype as { setHTML?: unknown }).setHTML)).toBe('function');
});

test('operator HTML comes out the same from both sanitisers, with its formatting kept', async ({ page }) => {
  const cleaned = await cleanBoth(page, OPERATOR_HTML);
  for (const [i, { native, purify }] of cleaned.entries()) {
    expect(purify, OPERATOR_HTML[i]).toBe(native);
    expect(native).not.toMatch(UNSAFE);
  }
  // Formatting, images, tables and links survive (spot checks against the allowlist).
  expect(cleaned[0]!.native).toBe(
    '<p style="text-align:center"><b>尊敬的会员：</b>您好！<br>本站将于<font color="#ff0000" size="4">2026-11-26 02:00</font>进行维护。</p>',
  );
  expect(cleaned[2]!.native).toContain(
    '<img src="https://cdn.example/banner.png" alt="活动" title="活动" width="300" height="120">',
  );
  expect(cleaned[3]!.native).toContain('<th colspan="2" align="left">等级</th>');
  expect(cleaned[3]!.native).not.toContain('border');
  expect(cleaned[4]!.native).toContain(
    '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer" title="帮助">',
  );
  // Pasted office markup: the comment, the unknown o:p and the lang attribute go.
  expect(cleaned[7]!.native).toBe('<p class="MsoNormal"><span style="font-size:12pt">文字</span></p>');
});

test('attack strings come out the same from both sanitisers, with nothing that runs', async ({ page }) => {
  const cleaned = await cleanBoth(page, ATTACKS);
  for (const [i, { native, purify }] of cleaned.entries()) {
    expect(purify, ATTACKS[i]).toBe(native);
    expect(native, ATTACKS[i]).not.toMatch(UNSAFE);
  }
  expect(cleaned[0]!.native).toBe('<p>正文</p>');
  expect(cleaned[3]!.native).toBe('<a>a</a><a>b</a><a>c</a>');
  expect(cleaned[6]!.native).toBe('ok');
  // Unknown elements go with their content.
  expect(cleaned[9]!.native).toBe('');
  expect(cleaned[11]!.native).toBe('<span>属性</span><img src="data:image/png;base64,iVBORw0KGgo=" alt="d">');
});

test('link schemes other than javascript: are where the two differ, and neither keeps a runnable one', async ({
  page,
}) => {
  const [cleaned] = await cleanBoth(page, [SCHEME_DIFFERENCES]);
  expect(cleaned!.purify).toBe('<a>d</a><a>v</a>');
  expect(cleaned!.native).toBe(
    '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">d</a><a href="vbscript:msgbox(1)">v</a>',
  );
});

test('style attributes pass both unchanged', async ({ page }) => {
  const [cleaned] = await cleanBoth(page, [STYLES]);
  expect(cleaned!.purify).toBe(STYLES);
  expect(cleaned!.native).toBe(STYLES);
});

/** A string of DOMPurify's own code, to tell its chunk among the scripts the app loads. */
const PURIFY_MARKER = 'USE_PROFILES overrides ALLOWED_TAGS';

/** Opens the hall as a new visitor and returns whether any script it loaded was DOMPurify. */
async function openHallPopup(page: import('@playwright/test').Page): Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/#/');
  const announcement = page.getByRole('dialog').locator('.rich-text');
  await expect(announcement.locator('p > strong')).toHaveText('欢迎来到TG娱乐城');
  await expect(announcement.locator('p')).toHaveCount(3);
  return (await Promise.all(scripts)).some((text) => text.includes(PURIFY_MARKER));
}

test('the hall’s system popup loads no DOMPurify in Chromium', async ({ page }) => {
  expect(await openHallPopup(page)).toBe(false);
});

test('without setHTML the app loads DOMPurify on demand and the popup shows the same markup', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Element.prototype as { setHTML?: unknown }).setHTML;
  });
  expect(await openHallPopup(page)).toBe(true);
});
