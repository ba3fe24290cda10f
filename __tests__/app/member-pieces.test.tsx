import { act, render, screen } from '@testing-library/react';
import { MemberPieces } from '@/components/app/member-pieces';
import { setExtensionsForTests } from '@/lib/api/backend';
import { writeRealityInterval } from '@/lib/protection/reality-check';
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

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

beforeEach(() => {
  localStorage.clear();
  setExtensionsForTests(['realityCheck']);
});
afterEach(() => act(() => endSession()));

// The module registry keeps a chunk once imported, as the browser does: these run in order.
it('a visitor downloads neither the session keeper nor the reality check', async () => {
  render(<MemberPieces />);
  await settle();
  expect(loaded).toEqual({ keeper: 0, check: 0 });
});

it('a member who chose no interval gets the session keeper, not the reality check', async () => {
  render(<MemberPieces />);
  act(() => startSession('t', 7));
  expect(await screen.findByText('keeper')).toBeInTheDocument();
  await settle();
  expect(screen.queryByText('check')).toBeNull();
  expect(loaded).toEqual({ keeper: 1, check: 0 });
});

it('an interval without the extension loads nothing more', async () => {
  setExtensionsForTests([]);
  writeRealityInterval('7', 30);
  render(<MemberPieces />);
  act(() => startSession('t', 7));
  expect(await screen.findByText('keeper')).toBeInTheDocument();
  await settle();
  expect(loaded.check).toBe(0);
});

it('choosing an interval loads the reality check at once; the pieces go when the session ends', async () => {
  render(<MemberPieces />);
  act(() => startSession('t', 7));
  expect(await screen.findByText('keeper')).toBeInTheDocument();
  act(() => writeRealityInterval('7', 30));
  expect(await screen.findByText('check')).toBeInTheDocument();
  expect(loaded).toEqual({ keeper: 1, check: 1 });
  act(() => writeRealityInterval('7', 0));
  expect(screen.queryByText('check')).toBeNull();
  act(() => endSession());
  expect(screen.queryByText('keeper')).toBeNull();
});
