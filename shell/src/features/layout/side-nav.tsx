import { useState } from 'react';
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { tokens } from '@front-office/shared/ui';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useSessionStore, useTranslation } from '@front-office/shared/platform';
import { Link, useLocation } from '@front-office/shared/router';
import { MENU, isActivePath, visibleMenuEntries } from './menu-items';
import type { MenuEntry } from './menu-items';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalS,
    width: '240px',
    flexShrink: 0,
    boxSizing: 'border-box',
    height: '100%',
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowY: 'auto',
  },
  inDrawer: { width: '100%', height: 'auto', borderRight: 'none', backgroundColor: 'transparent' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  sublist: { paddingLeft: tokens.spacingHorizontalL },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    width: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    textAlign: 'start',
    minHeight: '36px',
    '@media (max-width: 767px), (pointer: coarse)': { minHeight: '44px' },
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
});

function MenuLink({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const { pathname } = useLocation();
  const isActive = isActivePath(entry.path, pathname);
  return (
    <Link
      to={entry.path}
      className={mergeClasses(styles.item, isActive && styles.active)}
      aria-current={isActive ? 'page' : undefined}
    >
      {t(entry.labelKey)}
    </Link>
  );
}

function MenuGroup({ entry, items }: { entry: MenuEntry; items: MenuEntry[] }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const { pathname } = useLocation();
  const hasActiveChild = items.some((child) => isActivePath(child.path, pathname));
  const [isOpen, setIsOpen] = useState(hasActiveChild);
  const isExpanded = isOpen || hasActiveChild;
  const listId = `menu-group-${entry.id}`;
  return (
    <>
      <button
        type="button"
        className={styles.item}
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={() => setIsOpen(!isExpanded)}
      >
        {isExpanded ? <ChevronDownRegular aria-hidden /> : <ChevronRightRegular aria-hidden />}
        {t(entry.labelKey)}
      </button>
      {isExpanded && (
        <ul id={listId} className={mergeClasses(styles.list, styles.sublist)}>
          {items.map((child) => (
            <li key={child.id}>
              <MenuLink entry={child} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Side navigation: `header` (the organization switcher), then the entries the rights allow. On a
 * phone the same navigation fills the menu drawer (`isInDrawer`).
 */
export function SideNav({ header, isInDrawer = false }: { header: ReactNode; isInDrawer?: boolean }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const rights = useSessionStore((state) => state.rights);
  const entries = visibleMenuEntries(MENU, rights);
  return (
    <nav className={mergeClasses(styles.root, isInDrawer && styles.inDrawer)} aria-label={t('nav.label')}>
      {header}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.children ? <MenuGroup entry={entry} items={entry.children} /> : <MenuLink entry={entry} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
