import { makeStyles } from '@fluentui/react-components';
import { tokens, Avatar, Button } from '@front-office/shared/ui';
import { useCurrentUser, useIsNarrowScreen, useTranslation, VisuallyHidden, fileImage } from '@front-office/shared/platform';
import { deferredMenu } from '../layout/deferred-menu';

// The menu's code comes on first use (issue 13 §5).
const DeferredUserMenu = deferredMenu(async () => (await import('./user-menu-list')).UserMenuLoaded);

const useStyles = makeStyles({
  // Room for the 32 px avatar and a gap before the name (issue 13 §6: it was clipped and touching).
  trigger: { minHeight: '44px', gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalS, maxWidth: '240px' },
  name: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
});

export function UserMenu() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const user = useCurrentUser();
  const isNarrow = useIsNarrowScreen();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.name}`;
  // The name comes from the content, which holds the visible name (axe label-content-name-mismatch);
  // on a phone only the avatar shows and the name is for screen readers.
  return (
    <DeferredUserMenu
      trigger={
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<Avatar size={32} name={fullName} image={fileImage(user.avatar)} aria-hidden />}
        >
          <VisuallyHidden>{t('topBar.userMenuOf')} </VisuallyHidden>
          {isNarrow ? <VisuallyHidden>{fullName}</VisuallyHidden> : <span className={styles.name}>{fullName}</span>}
        </Button>
      }
    />
  );
}
