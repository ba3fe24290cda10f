import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useInstallPrompt } from '@/components/pwa/use-install-prompt';
import type { BeforeInstallPromptEvent } from '@/components/pwa/install-prompt-store';

function InstallButton() {
  const { canInstall, promptInstall } = useInstallPrompt();
  if (!canInstall) return <p>no-prompt</p>;
  return (
    <button type="button" onClick={() => void promptInstall()}>
      install
    </button>
  );
}

it('shows an install button once the browser offers a prompt, and spends it on tap', async () => {
  render(<InstallButton />);
  expect(screen.getByText('no-prompt')).toBeInTheDocument();

  const prompt = jest.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
  }) as BeforeInstallPromptEvent;
  act(() => {
    window.dispatchEvent(event);
  });

  await userEvent.click(screen.getByRole('button', { name: 'install' }));
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('no-prompt')).toBeInTheDocument();
});
