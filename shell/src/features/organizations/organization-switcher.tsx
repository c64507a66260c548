import { makeStyles } from '@fluentui/react-components';
import { tokens, Avatar, Button } from '@front-office/shared/ui';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useCurrentOrganization, useTranslation, VisuallyHidden, fileImage } from '@front-office/shared/platform';
import { deferredMenu } from '../layout/deferred-menu';

// The menu's code comes on first use (issue 13 §5).
const DeferredSwitcherMenu = deferredMenu(async () => (await import('./organization-switcher-menu')).OrganizationSwitcherMenu);

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

/** Spec 000 §2 "App shell": lists every organization, marks the current one, offers to add one. */
export function OrganizationSwitcher() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const current = useCurrentOrganization();

  return (
    <DeferredSwitcherMenu
      trigger={
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={
            current ? <Avatar size={32} name={current.name} image={fileImage(current.avatar)} aria-hidden /> : undefined
          }
        >
          {/* The name comes from the content, so it holds the visible text (axe label-content-name-mismatch). */}
          {current && <VisuallyHidden>{t('switcher.currentPrefix')} </VisuallyHidden>}
          <span className={styles.name}>{current ? current.name : t('switcher.choose')}</span>
          <ChevronDownRegular aria-hidden />
        </Button>
      }
    />
  );
}
