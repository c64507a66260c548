import { mailFailureReason } from './mail-failure';

describe('mailFailureReason (issue 19: delivery failures in plain words)', () => {
  it('names the sending limit for a suppressed message, whatever its error', () => {
    expect(mailFailureReason({ status: 'suppressed', lastError: null })).toBe('limit');
  });

  it('reads nodemailer’s errors as who refused the message', () => {
    const reason = (lastError: string) => mailFailureReason({ status: 'failed', lastError });
    expect(reason('connect ECONNREFUSED 127.0.0.1:2525')).toBe('unreachable');
    expect(reason('Connection timeout')).toBe('unreachable');
    expect(reason('Invalid login: 535 5.7.8 Authentication failed')).toBe('senderRefused');
    expect(reason('Can\'t send mail - all recipients were rejected: 550 5.1.1 <nobody@example.org>: Recipient address rejected')).toBe('recipientRefused');
    expect(reason('Message failed: 552 5.3.4 Message size exceeds fixed limit')).toBe('tooLarge');
    expect(reason('Message failed: 451 4.3.0 Temporary server error')).toBe('refused');
  });

  it('has nothing to explain for a sent message or a waiting one that never failed', () => {
    expect(mailFailureReason({ status: 'sent', lastError: null })).toBeNull();
    expect(mailFailureReason({ status: 'pending', lastError: null })).toBeNull();
    expect(mailFailureReason({ status: 'pending', lastError: 'connect ECONNREFUSED 127.0.0.1:25' })).toBe('unreachable');
  });
});
