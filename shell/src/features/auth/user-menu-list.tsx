import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from '@front-office/shared/platform';
import type { LoadedMenuProps } from '../layout/deferred-menu';
import { useLogout } from './use-logout';

/** The user menu once its code is here (user-menu.tsx): sign out. */
export function UserMenuLoaded({ trigger, open, onOpenChange }: LoadedMenuProps) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  return (
    <Menu open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<SignOutRegular />} onClick={() => void logout()}>
            {t('topBar.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
