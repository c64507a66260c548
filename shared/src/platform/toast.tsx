import { Toast, ToastTitle, Toaster, useToastController } from '@front-office/shared/ui';
import type { ToastIntent } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { TOAST_DURATION_MS } from '@front-office/shared/core';
import { errorMessageKey, errorMessageOptions } from './api-client';
import { i18n } from './i18n/i18n';

/** The id of the one Toaster rendered by PlatformProviders. */
export const TOASTER_ID = 'front-office-toaster';

export interface ToastApi {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

type Dispatch = (text: string, intent: ToastIntent, timeout: number) => void;

let dispatch: Dispatch | null = null;
// Toasts sent before the Toaster mounts (e.g. during start-up) are shown once it does.
const pending: Parameters<Dispatch>[] = [];

function send(text: string, intent: ToastIntent, timeout: number): void {
  if (dispatch) dispatch(text, intent, timeout);
  else pending.push([text, intent, timeout]);
}

/** Toasts outside React (spec 000 §9 durations: success 3 s, error 5 s, info 3 s). */
export const notify: ToastApi = {
  success: (text) => send(text, 'success', TOAST_DURATION_MS.success),
  error: (text) => send(text, 'error', TOAST_DURATION_MS.error),
  info: (text) => send(text, 'info', TOAST_DURATION_MS.info),
};

/** Shows the translated spec 000 §8 message of any failed call as an error toast. */
export function notifyError(error: unknown): void {
  notify.error(i18n.t(errorMessageKey(error), errorMessageOptions(error)));
}

/** The same toasts from a component. */
export function useToast(): ToastApi {
  return useMemo(() => notify, []);
}

/** The Toaster plus the bridge that lets `notify` reach it. */
export function PlatformToaster() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  useEffect(() => {
    dispatch = (text, intent, timeout) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, timeout },
      );
    for (const args of pending.splice(0)) dispatch(...args);
    return () => {
      dispatch = null;
    };
  }, [dispatchToast]);
  // Below the shell's 56 px top bar: a toast never covers the user menu (issue 13 §6).
  return <Toaster toasterId={TOASTER_ID} position="top-end" offset={{ vertical: 64 }} pauseOnHover />;
}
