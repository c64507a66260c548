import { makeStyles } from '@fluentui/react-components';
import { tokens, Body1, Title1 } from '@front-office/shared/ui';
import { useTranslation } from '@front-office/shared/platform';
import { Link } from '@front-office/shared/router';
import { ROUTES } from '@front-office/shared/core';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalL, paddingBlock: '15vh', textAlign: 'center' },
});

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <Title1 as="h1">{t('pages.notFound')}</Title1>
      <Body1>{t('notFound.message')}</Body1>
      <Link to={ROUTES.home}>{t('notFound.home')}</Link>
    </main>
  );
}
