import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { notify, notifyError, useToast } from '../toast';
import { ApiError } from '../api-client';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { PlatformProviders } from './platform-providers';

function SaveButton() {
  const toast = useToast();
  const { t } = useTranslation('common');
  return <button onClick={() => toast.success('Saved')}>{t('actions.save')}</button>;
}

// The countdown element Fluent renders inside each toast.
function timerOf(text: HTMLElement): HTMLElement {
  for (let node: HTMLElement | null = text; node; node = node.parentElement) {
    const timer = node.querySelector<HTMLElement>('[data-timer-status]');
    if (timer) return timer;
  }
  throw new Error('toast timer not found');
}

describe('PlatformProviders', () => {
  beforeEach(() => act(() => i18n.changeLanguage('en')));

  it('spec 000 §9: a success toast from a component shows for 3 s, then leaves', async () => {
    render(
      <PlatformProviders>
        <SaveButton />
      </PlatformProviders>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());

    const toast = await screen.findByText('Saved');
    expect(timerOf(toast)).toHaveStyle({ animationDuration: '3000ms' });
    // Fluent times toasts with a CSS animation; jsdom runs none, so its end is fired by hand.
    fireEvent.animationEnd(timerOf(toast));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('spec 000 §9: error toasts stay 5 s and info toasts 3 s', async () => {
    render(<PlatformProviders>content</PlatformProviders>);
    act(() => {
      notify.error('Could not save');
      notify.info('Heads up');
    });

    expect(timerOf(await screen.findByText('Could not save'))).toHaveStyle({ animationDuration: '5000ms' });
    expect(timerOf(await screen.findByText('Heads up'))).toHaveStyle({ animationDuration: '3000ms' });
  });

  it('spec 000 §8: notify works outside React and a failed call shows its translated message', async () => {
    notify.info('Queued before mount');
    render(<PlatformProviders>content</PlatformProviders>);

    expect(await screen.findByText('Queued before mount')).toBeInTheDocument();
    act(() => notifyError(new ApiError(404, undefined)));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('spec 000 §8: empty and loading states show their text', () => {
    render(
      <PlatformProviders>
        <EmptyState message="No forms yet" action={<button>Create</button>} />
        <LoadingState />
      </PlatformProviders>,
    );
    expect(screen.getByText('No forms yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
