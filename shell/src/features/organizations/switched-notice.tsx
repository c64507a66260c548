import { Avatar, Toast, ToastTitle, useToastController } from '@front-office/shared/ui';
import type { Organization } from '@front-office/shared/core';
import { TOAST_DURATION_MS } from '@front-office/shared/core';
import { TOASTER_ID, fileImage } from '@front-office/shared/platform';

/**
 * Spec 000 §2: the switch notice shows the organization's avatar and name. The shared `useToast`
 * takes text only, so this one goes to the same toaster with the info duration.
 */
export function useSwitchedNotice(): (organization: Organization, text: string) => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return (organization, text) =>
    dispatchToast(
      <Toast>
        <ToastTitle
          media={<Avatar size={24} name={organization.name} image={fileImage(organization.avatar)} />}
        >
          {text}
        </ToastTitle>
      </Toast>,
      { intent: 'info', timeout: TOAST_DURATION_MS.info },
    );
}
