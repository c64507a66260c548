import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectConsole } from '../../../../build/jest/console';
import { ErrorBoundary } from './error-boundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('remote failed');
  return <p>remote content</p>;
}

describe('ErrorBoundary', () => {
  // React logs the error a boundary caught.
  beforeEach(() => expectConsole('error', 'remote failed'));

  it('architecture: a failing area shows its fallback instead of taking the page down', () => {
    render(
      <>
        <ErrorBoundary fallback={<p>area unavailable</p>}>
          <Bomb explode />
        </ErrorBoundary>
        <p>rest of the shell</p>
      </>,
    );
    expect(screen.getByText('area unavailable')).toBeInTheDocument();
    expect(screen.getByText('rest of the shell')).toBeInTheDocument();
  });

  it('architecture: a fallback function gets the error and can reset the area', async () => {
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <ErrorBoundary
          fallback={(error, reset) => (
            <button
              onClick={() => {
                setExplode(false);
                reset();
              }}
            >
              {error.message}, retry
            </button>
          )}
        >
          <Bomb explode={explode} />
        </ErrorBoundary>
      );
    }
    render(<Harness />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'remote failed, retry' }));

    expect(screen.getByText('remote content')).toBeInTheDocument();
  });
});
