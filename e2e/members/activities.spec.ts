/**
 * Activities end to end: a visitor opens an activity and is sent to login and back; a member
 * applies, the operator approves, the record says 通过 and the bonus is in 账户明细 (gifts).
 */
import { test, expect } from '../support/fixtures';
import { expectRoute, fillLogin, route, skipSystemPopup, toast } from '../support/app';
import { signIn } from '../support/users';

interface Created {
  data: { id: number };
}
interface Applications {
  data: { id: number; username: string }[];
}

test('a visitor browses activities, opens one, 前往登录 and comes back to it after login', async ({ page, player }) => {
  await skipSystemPopup(page);
  await page.goto('/#/activity');
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '新人首存' }).click();
  await page.getByRole('link', { name: /新人首存送88元/ }).click();
  await expectRoute(page, /^\/activityInfo\?id=\d+$/);
  const detail = await route(page);
  await expect(page.getByRole('heading', { name: '新人首存送88元', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: '前往登录' }).click();
  await expectRoute(page, `/login?redirect=${encodeURIComponent(detail)}`);
  await fillLogin(page, player.username, player.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectRoute(page, detail);
  await expect(page.getByRole('button', { name: '立即申请' })).toBeVisible();
});

test('apply → second apply refused → operator approves → 通过 in the record, the bonus in 账户明细', async ({
  page,
  player,
  ops,
}) => {
  const created = await ops.post<Created>('/activities', {
    type: 1,
    title: '端到端活动',
    bonus: '23.45',
    content: '<p>规则</p>',
  });
  const id = created.data.id;
  await ops.post(`/activities/${id}/publish`);

  await skipSystemPopup(page);
  await signIn(page, player);
  await page.goto(`/#/activityInfo?id=${id}`);
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(toast(page, '申请成功')).toBeVisible();
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(toast(page, '您已经申请过，等待管理员审核')).toBeVisible();

  await page.goto('/#/activityRecord');
  const row = page.getByRole('listitem').filter({ hasText: '端到端活动' });
  await expect(row.getByTestId('apply-state')).toHaveText('待审核');

  const pending = await ops.get<Applications>('/activity-applications?state=pending');
  const mine = pending.data.find((a) => a.username === player.username)!;
  await ops.post(`/activity-applications/${mine.id}/approve`);

  await page.reload();
  await expect(row.getByTestId('apply-state')).toHaveText('通过');
  await page.goto('/#/transRecord?type=5');
  await expect(page.getByRole('listitem').filter({ hasText: '活动彩金' }).getByText('23.45')).toBeVisible();
});
