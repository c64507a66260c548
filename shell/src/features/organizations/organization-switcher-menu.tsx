import { Menu, MenuDivider, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { MenuProps } from '@fluentui/react-components';
import { Avatar } from '@front-office/shared/ui';
import { CREATE_ORGANIZATION_PARAM, ROUTES, withQuery } from '@front-office/shared/core';
import { AddRegular } from '@fluentui/react-icons';
import { useCurrentOrganization, useSessionStore, useTranslation, fileImage } from '@front-office/shared/platform';
import { useNavigate } from '@front-office/shared/router';
import type { LoadedMenuProps } from '../layout/deferred-menu';
import { useSwitchOrganization } from './use-switch-organization';


/** The switcher's menu once its code is here (organization-switcher.tsx): every organization, the current one checked, add one. */
export function OrganizationSwitcherMenu({ trigger, open, onOpenChange }: LoadedMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const organizations = useSessionStore((state) => state.organizations);
  const current = useCurrentOrganization();
  const switchOrganization = useSwitchOrganization();
  const checkedValues = { organization: current ? [current.id] : [] };

  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, { checkedItems }) => {
    const chosen = organizations.find((org) => org.id === checkedItems[0]);
    if (chosen && chosen.id !== current?.id) void switchOrganization(chosen);
  };

  return (
    <Menu open={open} onOpenChange={(_event, data) => onOpenChange(data.open)} checkedValues={checkedValues} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {organizations.map((org) => (
            <MenuItemRadio
              key={org.id}
              name="organization"
              value={org.id}
              icon={<Avatar size={24} name={org.name} image={fileImage(org.avatar)} aria-hidden />}
              aria-current={org.id === current?.id ? 'true' : undefined}
            >
              {org.name}
            </MenuItemRadio>
          ))}
          {organizations.length > 0 && <MenuDivider />}
          <MenuItem icon={<AddRegular />} onClick={() => navigate(withQuery(ROUTES.organizationSelection, { [CREATE_ORGANIZATION_PARAM]: '1' }))}>
            {t('switcher.add')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
