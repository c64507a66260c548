import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { Pagination } from './pagination';

beforeAll(() => i18n.changeLanguage('en'));

const buttonNames = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('Pagination', () => {
  it('spec 000 §2: shows first, previous, the pages within two of the current, next and last', () => {
    render(<Pagination page={5} totalCount={50} pageSize={5} onChange={() => undefined} />);

    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(buttonNames()).toEqual([
      'First page',
      'Previous page',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Next page',
      'Last page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('spec 000 §2: each button asks for its page', async () => {
    const onChange = jest.fn();
    render(<Pagination page={5} totalCount={50} pageSize={5} onChange={onChange} />);
    const user = userEvent.setup();

    for (const name of ['First page', 'Previous page', 'Page 7', 'Next page', 'Last page']) {
      await user.click(screen.getByRole('button', { name }));
    }

    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 7, 6, 10]);
  });

  it('spec 000 §2: first and previous are disabled on the first page, next and last on the last', () => {
    const { rerender } = render(<Pagination page={1} totalCount={17} pageSize={8} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    rerender(<Pagination page={3} totalCount={17} pageSize={8} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(within(screen.getByRole('navigation')).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  });

  it('spec 000 §9: a list that fits on one page shows no pagination', () => {
    const { container } = render(<Pagination page={1} totalCount={5} pageSize={5} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('spec 000 §1: the labels are translated', async () => {
    await i18n.changeLanguage('fr');
    render(<Pagination page={1} totalCount={20} pageSize={5} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
