import { makeStyles } from '@fluentui/react-components';
import { LoadingState } from '@front-office/shared/platform';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' },
});

/**
 * The one loading state of a start (issue 13 §5): shown while the session, the stored
 * organization, and a deep link's page with its data load side by side.
 */
export function StartupLoading() {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <LoadingState />
    </main>
  );
}
