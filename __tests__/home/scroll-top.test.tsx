import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollTopButton } from '@/components/home/scroll-top-button';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('scroll-to-top (docs/SCREENS.md#home: after 200 px)', () => {
  it('appears only past 200 px and scrolls back to the top', () => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    render(<ScrollTopButton />);
    const button = screen.getByLabelText('回到顶部');
    scrollTo(200);
    expect(button).toHaveAttribute('aria-hidden', 'true');
    scrollTo(201);
    expect(button).toHaveAttribute('aria-hidden', 'false');
    fireEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    expect(button).toHaveAttribute('aria-hidden', 'true');
  });
});
