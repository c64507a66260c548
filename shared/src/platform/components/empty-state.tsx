import { makeStyles } from '@fluentui/react-components';
import { tokens, Text } from '@front-office/shared/ui';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});

/** The message of an empty list (spec 000 §8 empty states) with an optional action. */
export function EmptyState({ message, action }: { message: ReactNode; action?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <Text size={400}>{message}</Text>
      {action}
    </div>
  );
}
