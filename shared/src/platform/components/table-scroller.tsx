import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@front-office/shared/ui';

const useStyles = makeStyles({
  root: {
    overflowX: 'auto',
    maxWidth: '100%',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    // The first column stays in view while the others scroll (issue 13 §1: tables readable at 390 px).
    '& th:first-child, & td:first-child': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      backgroundColor: tokens.colorNeutralBackground1,
      boxShadow: `1px 0 0 ${tokens.colorNeutralStroke2}`,
    },
    '& table': { minWidth: 'var(--fo-table-min-width, 640px)' },
  },
});

/**
 * A table that scrolls sideways on a narrow screen with its first column kept, instead of
 * squeezing its cells or widening the page. It is a named region the keyboard can reach, so
 * its content can be scrolled without a mouse (axe scrollable-region-focusable).
 */
export function TableScroller({ label, children, minWidth }: { label: string; children: ReactNode; /** px, 640 by default */ minWidth?: number }) {
  const styles = useStyles();
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={styles.root}
      style={minWidth ? ({ '--fo-table-min-width': `${minWidth}px` } as object) : undefined}
    >
      {children}
    </div>
  );
}
