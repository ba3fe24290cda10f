import { CHUNK_MAP_SLOT as SCRIPT_SLOT, firstReadsScript } from '@/lib/router/first-reads-script';
import { CHUNK_MAP_SLOT, withChunkMap, withFirstReads } from '../../scripts/inline-first-reads.mjs';

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

describe("the deep links' chunk map in the script", () => {
  it('fills the one slot the generated script has with the map URL', () => {
    expect(CHUNK_MAP_SLOT).toBe(SCRIPT_SLOT);
    const script = firstReadsScript();
    expect(script.split(CHUNK_MAP_SLOT)).toHaveLength(2);
    const built = withChunkMap(script, '/en/_next/static/route-chunks.abc.json');
    expect(built).toContain('"chunks":"/en/_next/static/route-chunks.abc.json"');
    expect(() => withChunkMap(built, '/x.json')).toThrow(/0 "chunks":"" slots/);
  });
});
