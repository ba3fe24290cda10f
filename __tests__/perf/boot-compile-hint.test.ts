import { deferBootScripts } from '../../scripts/defer-boot-scripts.mjs';
import { bootScripts, HINT, withHint } from '../../scripts/hint-boot-compile.mjs';

/** An exported page as `next build` writes it, then with the deferred loader in place of its tags. */
const page = (srcs: string[]) =>
  deferBootScripts(
    '<html><head><script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
      srcs.map((src) => `<script src="${src}" async=""></script>`).join('') +
      '</head><body><script>self.__next_f.push([1,"2:\\"/_next/static/chunks/not-boot.js\\""])</script></body></html>',
  );

describe('the boot files compile hint (scripts/hint-boot-compile.mjs)', () => {
  it("takes the boot scripts from the deferred loader's list only", () => {
    expect(bootScripts(page(['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js']))).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
    ]);
    expect(bootScripts(page(['/en/_next/static/chunks/c.js']))).toEqual(['/en/_next/static/chunks/c.js']);
    expect(bootScripts('<html><body></body></html>')).toEqual([]);
  });

  it('puts the hint first, once', () => {
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const once = withHint('(()=>{})();');
    expect(once).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
    expect(withHint(once)).toBe(once);
  });
});
