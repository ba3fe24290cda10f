import { fireEvent, render, screen } from '@testing-library/react';
import { GameTile, TileSkeletons, TILE_SIZE } from '@/components/home/game-tile';
import type { Game } from '@/lib/api/types';

const GAME: Game = {
  name: '加拿大28',
  platform: 'pc28',
  category: 'lottery',
  gameCode: 'pc28',
  image: '/uploads/games/pc28.svg',
};

function tileImage(container: HTMLElement) {
  return container.querySelector('button[data-platform] img');
}

describe('hall game tile: the art leads, the tab glyph stands in', () => {
  it('shows the operator picture lazily, decorative, its box reserved (no layout shift)', () => {
    const { container } = render(<GameTile game={GAME} tab="lottery" onOpen={() => {}} />);
    const img = tileImage(container)!;
    expect(img).toHaveAttribute('src', GAME.image);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '72');
    expect(img).toHaveAttribute('height', '72');
    expect(screen.getByRole('button', { name: /加拿大28/ })).toBeInTheDocument();
  });

  it('falls back to the tab glyph when the picture fails, and when there is none', () => {
    const { container, rerender } = render(<GameTile game={GAME} tab="lottery" onOpen={() => {}} />);
    fireEvent.error(tileImage(container)!);
    expect(tileImage(container)).toBeNull();
    expect(container.querySelectorAll('button svg[aria-hidden="true"]').length).toBe(3);
    rerender(<GameTile game={{ ...GAME, platform: 'hk6', image: '' }} tab="lottery" onOpen={() => {}} />);
    expect(tileImage(container)).toBeNull();
  });

  it('opens its game on a tap', () => {
    const onOpen = jest.fn();
    render(<GameTile game={GAME} tab="lottery" onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith(GAME);
  });

  it('the skeleton is the tile’s box', () => {
    const { container } = render(<TileSkeletons />);
    for (const cls of TILE_SIZE.split(' ')) expect(container.querySelector('[aria-busy] > *')).toHaveClass(cls);
  });
});
