import { screen } from '@testing-library/react';
import ResponsibleScreen from '@/components/screens/protection/responsible-screen';
import { mockFetch } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp } from '../support/render';

// Whether the member's tools were loaded: a visitor's /responsible must not need their chunk.
const mockToolsLoaded = jest.fn();
jest.mock('@/components/protection/member-tools', () => {
  mockToolsLoaded();
  return { __esModule: true, default: () => null };
});

it('a visitor on /responsible gets the open parts and the login prompt without loading the member tools', async () => {
  resetApp('#/responsible');
  mockFetch({});
  renderWithApp(<ResponsibleScreen location={loc('#/responsible')} />);
  expect(await screen.findByRole('button', { name: '前往登录' })).toBeInTheDocument();
  expect(mockToolsLoaded).not.toHaveBeenCalled();
});
