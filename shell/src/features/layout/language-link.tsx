import { makeStyles } from '@fluentui/react-components';
import { Link } from '@front-office/shared/ui';
import { setLanguage, useLanguage, useTranslation, VisuallyHidden } from '@front-office/shared/platform';

const useStyles = makeStyles({
  link: { minHeight: '44px', minWidth: '44px' },
});

/**
 * The EN/FR link of the top bar: it offers the language that is not in use. Its name starts
 * with the visible "FR" (axe label-content-name-mismatch) and says what it does.
 */
export function LanguageLink() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const language = useLanguage();
  const other = language === 'fr' ? 'en' : 'fr';
  return (
    <Link as="button" className={styles.link} onClick={() => void setLanguage(other)}>
      <span lang={other}>{t(`topBar.languageLabel.${other}`)}</span>
      <VisuallyHidden> – {t('topBar.switchLanguage', { language: t(`topBar.languageName.${other}`) })}</VisuallyHidden>
    </Link>
  );
}
