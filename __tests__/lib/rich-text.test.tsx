/**
 * Server HTML on the DOMPurify path (jsdom has no `Element.setHTML`, like a browser without the
 * HTML Sanitizer API): the allowlist of contract/common/rich-text.ts is kept, everything else goes,
 * unknown elements together with their content, as the native sanitiser drops them.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { Suspense } from 'react';
import { RichText } from '@/components/ui/rich-text';
import { hasNativeSanitizer, purifyToFragment } from '@/lib/ui/sanitise-html';

function clean(html: string): string {
  const box = document.createElement('div');
  box.append(purifyToFragment(DOMPurify, html));
  return box.innerHTML;
}

describe('server HTML is sanitised by DOMPurify where the browser has no sanitiser', () => {
  it('is the path jsdom takes', () => {
    expect(hasNativeSanitizer()).toBe(false);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">公告<img src="x.png" onerror="steal()"><script>steal()</script><a href="javascript:steal()">点我</a></p>';
    expect(clean(dirty)).toBe('<p>公告<img src="x.png"><a>点我</a></p>');
  });

  it('drops forms and styles that could imitate the app, with their content', () => {
    expect(clean('<form action="//evil"><input name="password">密码</form><style>body{display:none}</style>ok')).toBe(
      'ok',
    );
  });

  it('drops unknown elements with their content, comments, and data- and aria- attributes', () => {
    expect(
      clean(
        '<p data-track="1" aria-label="x" class="c">正文<!-- note --><marquee>滚动</marquee><iframe src="//x"></iframe><svg><circle></circle></svg><x-widget>小部件</x-widget></p>',
      ),
    ).toBe('<p class="c">正文</p>');
  });

  it('keeps attributes only on the elements they belong to', () => {
    expect(clean('<span src="x.png" href="https://a.example" color="red" colspan="2">文字</span>')).toBe(
      '<span>文字</span>',
    );
  });

  it('keeps the allowlisted formatting, images, tables and links', () => {
    const kept =
      '<h3 align="center">标题</h3>' +
      '<p style="color: red;" class="lead"><b>粗</b><i>斜</i><u>下划线</u><s>删</s><del>旧</del><ins>新</ins><small>小</small><big>大</big><font color="#f00" size="3">字</font><br></p><center>中</center>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<img src="https://cdn.example/banner.png" alt="横幅" title="t" width="300" height="100">' +
      '<table><thead><tr><th colspan="2" align="left">表头</th></tr></thead><tbody><tr><td rowspan="1" colspan="2">格</td></tr></tbody></table>' +
      '<a href="https://example.com/help" title="帮助" target="_blank" rel="noopener noreferrer">链接</a>';
    expect(clean(kept)).toBe(kept);
  });

  it('renders the cleaned markup once DOMPurify is in, inside the nearest Suspense boundary', async () => {
    let container!: HTMLElement;
    // An awaited act lets React retry the suspended render when DOMPurify's chunk resolves.
    await act(async () => {
      ({ container } = render(
        <Suspense fallback={<p>加载中</p>}>
          <RichText html={'<b>加粗</b><script>x()</script>'} className="prose" />
        </Suspense>,
      ));
    });
    await waitFor(() =>
      expect(container.innerHTML).toBe('<div class="prose" data-operator-content="true"><b>加粗</b></div>'),
    );
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('follows a change of the html', async () => {
    const { container, rerender } = await act(async () => render(<RichText html="<p>一</p>" />));
    await waitFor(() => expect(container.innerHTML).toBe('<div data-operator-content="true"><p>一</p></div>'));
    rerender(<RichText html={'<p>二</p><img src="x" onerror="y()">'} />);
    expect(container.innerHTML).toBe('<div data-operator-content="true"><p>二</p><img src="x"></div>');
  });
});
