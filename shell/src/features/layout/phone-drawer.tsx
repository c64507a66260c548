import type { ReactNode } from 'react';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles } from '@fluentui/react-components';
import { Button } from '@front-office/shared/ui';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from '@front-office/shared/platform';
import { SideNav } from './side-nav';

const useStyles = makeStyles({
  drawer: { maxWidth: '85vw' },
  drawerBody: { padding: 0 },
});

/**
 * The side navigation in a drawer, on a phone (issue 13 §1). Its own chunk, downloaded only on a
 * narrow screen (issue 13 §5).
 */
export function PhoneDrawer({ open, onOpenChange, navHeader }: { open: boolean; onOpenChange: (open: boolean) => void; navHeader: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  return (
    <OverlayDrawer open={open} onOpenChange={(_event, data) => onOpenChange(data.open)} className={styles.drawer} aria-label={t('topBar.menuTitle')}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('topBar.closeMenu')} onClick={() => onOpenChange(false)} />}
        >
          {t('topBar.menuTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.drawerBody}>
        <SideNav header={navHeader} isInDrawer />
      </DrawerBody>
    </OverlayDrawer>
  );
}
