import { act, render, screen } from '@testing-library/react';
import { MemberPieces } from '@/components/app/member-pieces';
import { endSession, startSession } from '@/lib/session';

// Each factory runs when its chunk is first imported: the count is the download.
const loaded = { keeper: 0, check: 0 };
jest.mock('@/components/app/session-keeper', () => {
  loaded.keeper += 1;
  return { SessionKeeper: () => <p>keeper</p> };
});
jest.mock('@/components/protection/reality-check-dialog', () => {
  loaded.check += 1;
  return { __esModule: true, default: () => <p>check</p> };
});

afterEach(() => act(() => endSession()));

it('a visitor downloads neither the session keeper nor the reality check', async () => {
  render(<MemberPieces />);
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(loaded).toEqual({ keeper: 0, check: 0 });
});

it('they load when the session starts and go when it ends', async () => {
  render(<MemberPieces />);
  act(() => startSession('t', 7));
  expect(await screen.findByText('keeper')).toBeInTheDocument();
  expect(screen.getByText('check')).toBeInTheDocument();
  expect(loaded).toEqual({ keeper: 1, check: 1 });
  act(() => endSession());
  expect(screen.queryByText('keeper')).toBeNull();
});
