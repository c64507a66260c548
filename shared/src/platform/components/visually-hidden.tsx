import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/**
 * Text for screen readers only. Prefer it to `aria-label` on a control that shows text: the
 * accessible name then contains what is visible (axe label-content-name-mismatch, issue 13 §2).
 */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  const styles = useStyles();
  return (
    <span id={id} className={styles.root}>
      {children}
    </span>
  );
}
