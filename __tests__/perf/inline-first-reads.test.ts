import { withFirstReads } from '../../scripts/inline-first-reads.mjs';

const page = '<html><head><meta charSet="utf-8"/><script>entry()</script></head><body><p>大厅</p></body></html>';

describe("the deep links' first-reads script written into the pages (scripts/inline-first-reads.mjs)", () => {
  it('goes inline at the end of <head>, once, and not into the React payload', () => {
    const out = withFirstReads(page, 'start()');
    expect(out).toBe(
      '<html><head><meta charSet="utf-8"/><script>entry()</script><script>start()</script></head><body><p>大厅</p></body></html>',
    );
    expect(withFirstReads(out, 'start()')).toBe(out);
  });

  it('cannot end its own tag early, and refuses a page without a head', () => {
    expect(withFirstReads(page, 'x("</script>")')).toContain('<script>x("<\\/script>")</script></head>');
    expect(() => withFirstReads('<html><body></body></html>', 'start()')).toThrow(/<\/head>/);
  });
});
