import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateBanner } from '@/components/pwa/update-banner';
import { ServiceWorkerPrompt } from '@/components/pwa/service-worker-prompt';
import * as t from '@/lib/text/zh-CN';

it('offers reload and later on the update banner', async () => {
  const onReload = jest.fn();
  const onLater = jest.fn();
  render(<UpdateBanner onReload={onReload} onLater={onLater} />);

  expect(screen.getByRole('status')).toHaveTextContent(t.pwa.updateAvailable);
  await userEvent.click(screen.getByRole('button', { name: t.pwa.reload }));
  await userEvent.click(screen.getByRole('button', { name: t.pwa.later }));
  expect(onReload).toHaveBeenCalledTimes(1);
  expect(onLater).toHaveBeenCalledTimes(1);
});

it('registers no service worker outside a production build', () => {
  // Jest runs with NODE_ENV=test; a SW in dev would serve stale code.
  const { container } = render(<ServiceWorkerPrompt />);
  expect(container).toBeEmptyDOMElement();
});
