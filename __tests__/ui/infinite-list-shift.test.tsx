import { render } from '@testing-library/react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { Page } from '@/lib/api/types';
import { InfiniteList } from '@/components/list/infinite-list';

type Row = { id: number };

const query = (data: Page<Row>[] | undefined) =>
  ({ data, error: undefined, size: 1, setSize: jest.fn(), mutate: jest.fn() }) as unknown as SWRInfiniteResponse<
    Page<Row>
  >;

const list = (data: Page<Row>[] | undefined) => (
  <InfiniteList
    label="列表"
    query={query(data)}
    rowKey={(r) => r.id}
    renderRow={(r) => <p>{`行${r.id}`}</p>}
    skeleton={<p>…</p>}
  />
);

describe('InfiniteList: loaded rows never reuse a skeleton (docs/SCREENS.md#message, e2e/layout-shift.spec.ts)', () => {
  it('puts every loaded row in a new element, so no skeleton is moved into a row’s place', () => {
    const view = render(list(undefined));
    const skeletons = [...view.container.querySelectorAll('li')];
    expect(skeletons).toHaveLength(6);
    // Ids 0–5, as a young site's notices and applications have: before, the row of id 5 took
    // the sixth skeleton's <li> and moved it up the list (a layout shift of 0.07 on /message).
    view.rerender(list([{ page: 1, lastPage: 1, total: 6, rows: [5, 4, 3, 2, 1, 0].map((id) => ({ id })) }]));
    const rows = [...view.container.querySelectorAll('li')];
    expect(rows.map((li) => li.textContent)).toEqual(['行5', '行4', '行3', '行2', '行1', '行0']);
    expect(rows.filter((li) => skeletons.includes(li))).toEqual([]);
  });
});
