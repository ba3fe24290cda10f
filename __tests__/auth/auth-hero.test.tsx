import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_HERO_SRC, AuthHero } from '@/components/auth/auth-hero';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';

beforeEach(() => resetApp('#/login'));

describe('login and registration header', () => {
  it('draws the illustration as decoration, with our mark when the operator names no logo', async () => {
    mockFetch({ '/api/app': () => ok({ title: 'TG娱乐城' }) });
    renderWithApp(<AuthHero />);
    await act(async () => {}); // the /api/app answer arrives
    const art = screen.getByTestId('auth-hero-art');
    expect(art).toHaveAttribute('src', AUTH_HERO_SRC);
    expect(art).toHaveAttribute('alt', '');
    expect(AUTH_HERO_SRC).toMatch(/\/art\/auth-hero\.svg$/);
    expect(screen.getByText('TG')).toBeInTheDocument();
    expect(screen.getByText('欢迎来到TG娱乐城')).toBeInTheDocument();
  });

  it('shows the operator’s site_logo instead of our mark, and our mark again if it fails', async () => {
    mockFetch({ '/api/app': () => ok({ title: '某某娱乐', site_logo: 'https://cdn.example.com/logo.png' }) });
    renderWithApp(<AuthHero />);
    const logo = await screen.findByRole('img', { name: '某某娱乐' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(screen.queryByText('TG')).toBeNull();
    fireEvent.error(logo);
    await waitFor(() => expect(screen.getByText('TG')).toBeInTheDocument());
  });
});

describe('the site mark', () => {
  it('keeps one plate size for our mark and the operator’s logo (the logo may arrive after the screen)', async () => {
    const box = (el: Element) => el.className.split(' ').filter((c) => /^(h|w|px|p)-/.test(c));
    mockFetch({ '/api/app': () => ok({ title: '某某娱乐', site_logo: 'https://cdn.example.com/logo.png' }) });
    renderWithApp(<AuthHero />);
    const mark = box(screen.getByText('TG'));
    const logo = await screen.findByRole('img', { name: '某某娱乐' });
    expect(box(logo.parentElement!)).toEqual(mark);
    expect(mark).toEqual(['h-14', 'w-52']);
    // The picture fits inside a fixed box: its own size never moves the plate.
    expect(box(logo)).toEqual(['h-10', 'w-44']);
  });
});
