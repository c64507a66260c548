import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageLink } from './language-link';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '56px',
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    flexGrow: 1,
  },
  mark: {
    display: 'inline-grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightBold,
  },
});

/** `userMenu` is a slot: the auth feature fills it, layout does not import features. */
export function TopBar({ userMenu }: { userMenu: ReactNode }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <Link to="/" className={styles.logo}>
        <span className={styles.mark} aria-hidden>
          FO
        </span>
        <Text weight="semibold" size={500}>
          {t('topBar.logo')}
        </Text>
      </Link>
      <LanguageLink />
      {userMenu}
    </header>
  );
}
