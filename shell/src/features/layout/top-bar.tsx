import { makeStyles } from '@fluentui/react-components';
import { tokens, Button, Text } from '@front-office/shared/ui';
import { NavigationRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Link } from '@front-office/shared/router';
import { ROUTES } from '@front-office/shared/core';
import { LanguageLink } from './language-link';

export const TOP_BAR_HEIGHT = '56px';

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: TOP_BAR_HEIGHT,
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 767px)': { gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalS },
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    flexGrow: 1,
    minWidth: 0,
  },
  logoText: {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    // On a small phone only the mark shows; the name stays the link's accessible name.
    '@media (max-width: 479px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
    },
  },
  mark: {
    display: 'inline-grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightBold,
  },
});

interface TopBarProps {
  /** A slot: the auth feature fills it, layout does not import features. */
  userMenu: ReactNode;
  /** Set on a phone: the menu button opens the navigation drawer (issue 13 §1). */
  onOpenMenu?: () => void;
  isMenuOpen?: boolean;
}

export function TopBar({ userMenu, onOpenMenu, isMenuOpen = false }: TopBarProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <header className={styles.root}>
      {onOpenMenu && (
        <Button
          appearance="subtle"
          size="large"
          icon={<NavigationRegular />}
          aria-label={t('topBar.openMenu')}
          aria-expanded={isMenuOpen}
          onClick={onOpenMenu}
        />
      )}
      <Link to={ROUTES.home} className={styles.logo}>
        <span className={styles.mark} aria-hidden>
          FO
        </span>
        <Text weight="semibold" size={500} className={styles.logoText}>
          {t('topBar.logo')}
        </Text>
      </Link>
      <LanguageLink />
      {userMenu}
    </header>
  );
}
