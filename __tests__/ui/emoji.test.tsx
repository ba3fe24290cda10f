/**
 * The PWA's own pictures (components/art/): one Emoji component draws every entry of the generated
 * table (pictures/), a module per picture so a screen's chunk carries only the ones it imports.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Emoji, type Picture } from '@/components/art/emoji';
import { coin } from '@/components/art/pictures/coin';
import { crown } from '@/components/art/pictures/crown';

const TABLE = path.join(__dirname, '../../components/art/pictures');

/** Each module of the table: its file, and the one picture it exports (named after the file). */
const pictures: [string, Picture][] = readdirSync(TABLE).map((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = Object.entries(require(path.join(TABLE, file)) as Record<string, Picture>);
  expect(exported).toHaveLength(1);
  const [name, picture] = exported[0]!;
  expect(file).toBe(`${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`);
  return [name, picture];
});

describe('Emoji', () => {
  const entries = pictures;

  it('the table holds the VIP emblems, the red packet and the pay marks, one module each', () => {
    expect(entries.map(([name]) => name).sort()).toEqual(
      [
        'alipay',
        'coin',
        'crown',
        'gemStone',
        'glowingStar',
        'lantern',
        'redEnvelope',
        'star',
        'tether',
        'trophy',
        'wechat',
      ].sort(),
    );
  });

  it.each(entries)('draws %s: decorative, its viewBox, every path in its own colour', (_name, picture) => {
    const { container } = render(<Emoji picture={picture} className="h-6 w-6" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', picture.viewBox);
    expect(svg).toHaveClass('h-6', 'w-6');
    const paths = [...svg.querySelectorAll('path')];
    expect(paths).toHaveLength(picture.paths.length);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.getAttribute('fill')).toMatch(/^#[0-9a-f]{3,8}$/i);
      expect(path.getAttribute('d')).toMatch(/^[Mm]/);
    }
  });

  it('keeps the even-odd rule where a shape has holes, and an opacity where it has one', () => {
    const { container } = render(
      <>
        <Emoji picture={crown} />
        <Emoji picture={coin} />
      </>,
    );
    expect(container.querySelector('path[fill-rule="evenodd"]')).not.toBeNull();
    expect(container.querySelector('path[opacity="0.53"]')).not.toBeNull();
  });
});
