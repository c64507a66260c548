import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(() => i18n.changeLanguage('en'));

function setup(props: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog open title="Delete form" message="Delete Summer camp?" onConfirm={onConfirm} onCancel={onCancel} {...props} />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('spec 000 §2: the delete confirmation names what it deletes and confirms on click', async () => {
    const { onConfirm, onCancel, user } = setup({ confirmLabel: 'Delete' });

    expect(screen.getByRole('alertdialog', { name: 'Delete form' })).toHaveTextContent('Delete Summer camp?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('spec 000 §2: cancel and the Escape key both cancel', async () => {
    const { onConfirm, onCancel, user } = setup();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('spec 000 §2: while busy both buttons are disabled', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('issue 18 §1: a refusal is shown in the dialog, which stays usable: confirm disabled, cancel and Escape still cancel', async () => {
    const { onConfirm, onCancel, user } = setup({ confirmLabel: 'Delete', refusal: 'Refund its payments first' });

    expect(screen.getByRole('alertdialog', { name: 'Delete form' })).toHaveTextContent('Refund its payments first');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('spec 000 §2: a closed dialog shows nothing', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
