import { makeStyles, tokens } from '@fluentui/react-components';
import { Avatar, Button, Menu, MenuDivider, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@front-office/shared/ui';
import type { MenuProps } from '@fluentui/react-components';
import { AddRegular, ChevronDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@front-office/shared/router';
import { VisuallyHidden, fileUrl, useCurrentOrganization, useSessionStore } from '@front-office/shared/platform';
import { useSwitchOrganization } from './use-switch-organization';

const useStyles = makeStyles({
  trigger: {
    width: '100%',
    justifyContent: 'flex-start',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    minHeight: '44px',
  },
  name: {
    flexGrow: 1,
    textAlign: 'start',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

function avatarImage(path: string | null) {
  return path ? { src: fileUrl(path) } : undefined;
}

/** Spec 000 §2 "App shell": lists every organization, marks the current one, offers to add one. */
export function OrganizationSwitcher() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
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
    <Menu checkedValues={checkedValues} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={
            current ? <Avatar size={32} name={current.name} image={avatarImage(current.avatar)} aria-hidden /> : undefined
          }
        >
          {/* The name comes from the content, so it holds the visible text (axe label-content-name-mismatch). */}
          {current && <VisuallyHidden>{t('switcher.currentPrefix')} </VisuallyHidden>}
          <span className={styles.name}>{current ? current.name : t('switcher.choose')}</span>
          <ChevronDownRegular aria-hidden />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {organizations.map((org) => (
            <MenuItemRadio
              key={org.id}
              name="organization"
              value={org.id}
              icon={<Avatar size={24} name={org.name} image={avatarImage(org.avatar)} aria-hidden />}
              aria-current={org.id === current?.id ? 'true' : undefined}
            >
              {org.name}
            </MenuItemRadio>
          ))}
          {organizations.length > 0 && <MenuDivider />}
          <MenuItem icon={<AddRegular />} onClick={() => navigate('/organization-selection?create=1')}>
            {t('switcher.add')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
