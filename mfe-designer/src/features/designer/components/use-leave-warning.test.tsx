import { renderHook } from '@testing-library/react';
import { useLeaveWarning } from './use-leave-warning';

function clickLink(href: string): boolean {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'go';
  document.body.appendChild(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  link.remove();
  return event.defaultPrevented;
}

describe('issue 9 §2: a warning before leaving with unsaved changes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks before the page unloads, only while changes are unsaved', () => {
    const { rerender, unmount } = renderHook(({ active }) => useLeaveWarning(active, 'Unsaved'), { initialProps: { active: true } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    rerender({ active: false });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    unmount();
  });

  it.each([
    ['refused', true, false],
    ['accepted', false, true],
  ])('an in-app link asks first; the confirmation %s → navigation stopped: %p', (_name, stopped, answer) => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(answer);
    const { unmount } = renderHook(() => useLeaveWarning(true, 'You have unsaved changes. Leave anyway?'));
    expect(clickLink('/registrations')).toBe(stopped);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave anyway?');
    unmount();
  });
});
