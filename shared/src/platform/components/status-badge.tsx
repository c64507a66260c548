import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { BadgeProps } from '@fluentui/react-components';
import { Badge, tokens } from '@front-office/shared/ui';

const useStyles = makeStyles({
  // Fluent's badge has a fixed height and never wraps: a long French status ("Remboursement en
  // attente") in a narrow table cell spilled out of it. The badge grows with its text instead,
  // wrapping between words and, for one word wider than the cell, inside it.
  fit: {
    height: 'auto',
    minHeight: '20px',
    maxWidth: '100%',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    textAlign: 'center',
    paddingTop: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalXXS,
  },
});

/** A status as a tinted, rounded badge that fits its text at every width and in every language. */
export function StatusBadge({ color, children, className }: { color: BadgeProps['color']; children: BadgeProps['children']; className?: string }) {
  const styles = useStyles();
  return (
    <Badge appearance="tint" shape="rounded" color={color} className={mergeClasses(styles.fit, className)}>
      {children}
    </Badge>
  );
}
