/**
 * The PWA's own pictures (components/art/): one Emoji component draws every entry of the generated
 * data (pictures.ts), each a named constant so a screen's chunk carries only what it imports.
 */
import { render } from '@testing-library/react';
import { Emoji } from '@/components/art/emoji';
import * as pictures from '@/components/art/pictures';

describe('Emoji', () => {
  const entries = Object.entries(pictures);

  it('the table holds the VIP emblems, the red packet and the pay marks', () => {
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
        <Emoji picture={pictures.crown} />
        <Emoji picture={pictures.coin} />
      </>,
    );
    expect(container.querySelector('path[fill-rule="evenodd"]')).not.toBeNull();
    expect(container.querySelector('path[opacity="0.53"]')).not.toBeNull();
  });
});
