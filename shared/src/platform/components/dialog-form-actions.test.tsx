import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { DialogFormActions } from './dialog-form-actions';

beforeAll(() => i18n.changeLanguage('en'));

function renderInForm(busy: boolean) {
  const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  const onCancel = jest.fn();
  render(
    <form onSubmit={onSubmit}>
      <DialogFormActions submitLabel="Create" busy={busy} onCancel={onCancel} />
    </form>,
  );
  return { onSubmit, onCancel };
}

describe('DialogFormActions', () => {
  it('submits the dialog’s form from the primary button, and cancels from the translated Cancel', async () => {
    const user = userEvent.setup();
    const { onSubmit, onCancel } = renderInForm(false);

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while the action runs', () => {
    renderInForm(true);

    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
