import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { PaymentStatusBadge } from './payment-status-badge';
import { keepFluentStyleRules } from '../../../../build/jest/fluent-styles';

// The fit test below reads the badge's own styles.
keepFluentStyleRules();

describe('PaymentStatusBadge', () => {
  afterAll(() => act(() => i18n.changeLanguage('en')));

  it.each([
    ['succeeded', 'Accepted'],
    ['SUCCESS', 'Accepted'],
    ['ERROR', 'Failed'],
    ['failed', 'Failed'],
    ['READY', 'Planned'],
    ['pending_refund', 'Refund pending'],
    ['requires_action', 'Action required'],
    ['REFUNDED', 'Refunded'],
  ])('spec 000 §4: a %s payment reads "%s"', async (status, label) => {
    await act(() => i18n.changeLanguage('en'));
    render(<PaymentStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('spec 000 §4: both spellings get the same badge', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { container: lower } = render(<PaymentStatusBadge status="canceled" />);
    const { container: upper } = render(<PaymentStatusBadge status="CANCELED" />);
    expect(upper.innerHTML).toBe(lower.innerHTML);
  });

  it('spec 000 §4: the label is translated', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<PaymentStatusBadge status="SUCCESS" />);
    expect(screen.getByText('Accepté')).toBeInTheDocument();
  });

  it.each([
    ['disputed', 'en', 'Disputed'],
    ['dispute_won', 'en', 'Dispute won'],
    ['dispute_lost', 'en', 'Dispute lost'],
    ['disputed', 'fr', 'Contesté'],
    ['dispute_lost', 'fr', 'Contestation perdue'],
  ] as const)('a charge under dispute shows it instead of its status (%s in %s: "%s")', async (dispute, language, label) => {
    await act(() => i18n.changeLanguage(language));
    render(<PaymentStatusBadge status="succeeded" dispute={dispute} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText(language === 'en' ? 'Accepted' : 'Accepté')).not.toBeInTheDocument();
  });

  it('spec 000 §4: an unknown status still shows a badge', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<PaymentStatusBadge status="mystery" />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });
});

describe('a status badge fits its text (issue 23 §5)', () => {
  afterAll(() => act(() => i18n.changeLanguage('en')));

  it('grows and wraps with a long French status instead of keeping one fixed-height line', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(
      <div style={{ width: '60px' }}>
        <PaymentStatusBadge status="pending_refund" />
      </div>,
    );
    const badge = screen.getByText('Remboursement en attente');
    const style = getComputedStyle(badge);
    expect(style.whiteSpace).toBe('normal');
    expect(style.height).toBe('auto');
    expect(style.maxWidth).toBe('100%');
    expect(style.overflowWrap).toBe('anywhere');
  });
});
