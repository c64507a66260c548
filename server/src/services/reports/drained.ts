import type { Writable } from 'node:stream';

/**
 * Resolves once `out` can take more (at once when it can): on 'drain'. Rejects when `out` closes
 * or fails first (the client went away and the server destroyed the response): a plain
 * `once(out, 'drain')` would wait for ever, and so would whatever waits on it.
 */
export function drained(out: Writable): Promise<void> {
  // A destroyed stream may no longer say it needs draining: asked first.
  if (out.destroyed) return Promise.reject(new Error('The response was closed before the file was written'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('The response was closed before the file was written'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', settle);
  });
}
