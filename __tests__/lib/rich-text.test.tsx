import { render } from '@testing-library/react';
import { RichText, sanitizeHtml } from '@/components/ui/rich-text';

describe('server HTML is sanitised before rendering', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">公告<img src=x onerror="steal()"><script>steal()</script><a href="javascript:steal()">点我</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain('公告');
  });

  it('drops forms and styles that could imitate the app', () => {
    expect(
      sanitizeHtml('<form action="//evil"><input name="password"></form><style>body{display:none}</style>ok'),
    ).toBe('ok');
  });

  it('renders the cleaned markup', () => {
    const { container } = render(<RichText html={'<b>加粗</b><script>x()</script>'} />);
    expect(container.innerHTML).toBe('<div><b>加粗</b></div>');
  });
});
