import { Link } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '@front-office/shared/platform';

/** The EN/FR link of the top bar: it offers the language that is not in use. */
export function LanguageLink() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const other = language === 'fr' ? 'en' : 'fr';
  return (
    <Link
      as="button"
      lang={other}
      onClick={() => void setLanguage(other)}
      aria-label={t('topBar.switchLanguage', { language: t(`topBar.languageName.${other}`) })}
    >
      {t(`topBar.languageLabel.${other}`)}
    </Link>
  );
}
