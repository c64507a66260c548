import { Avatar, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { fileUrl, useCurrentUser } from '@front-office/shared/platform';
import { useLogout } from './use-logout';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const logout = useLogout();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.name}`;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={t('topBar.userMenu', { name: fullName })}
          icon={<Avatar size={36} name={fullName} image={user.avatar ? { src: fileUrl(user.avatar) } : undefined} />}
        >
          {fullName}
        </Button>
      </MenuTrigger>
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
