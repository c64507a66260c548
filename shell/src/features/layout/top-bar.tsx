import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageLink } from './language-link';
import { UserMenu } from './user-menu';

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

export function TopBar() {
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
      <UserMenu />
    </header>
  );
}
