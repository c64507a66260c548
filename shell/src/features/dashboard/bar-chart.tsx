import { makeStyles } from '@fluentui/react-components';
import { tokens, Caption1, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@front-office/shared/ui';
import { TableScroller, useTranslation } from '@front-office/shared/platform';

export interface BarPoint {
  /** The day or week (YYYY-MM-DD) the bar stands for. */
  key: string;
  label: string;
  value: number;
  /** The value as read (a count, an amount). */
  text: string;
}

const HEIGHT = 120;
const GAP = 0.2;

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  chart: { display: 'block', width: '100%', height: `${HEIGHT}px`, borderBottom: `1px solid ${tokens.colorNeutralStroke1}` },
  bar: { fill: tokens.colorBrandBackground },
  axis: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
  details: { '& > summary': { cursor: 'pointer', paddingBlock: tokens.spacingVerticalXS, color: tokens.colorBrandForegroundLink } },
});

/**
 * A bar chart drawn in SVG (spec issue: charts where people look rather than read), announced by
 * its summary, with the same figures as a table behind a disclosure for screen readers and keyboard
 * users. Hand-drawn rather than @fluentui/react-charts: see shell/README.md "Dashboard".
 */
export function BarChart({ title, columns, points }: { title: string; columns: [string, string]; points: BarPoint[] }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const max = Math.max(0, ...points.map((point) => point.value));
  const highest = points.find((point) => point.value === max);
  const width = Math.max(points.length, 1);
  return (
    <figure className={styles.figure}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('dashboard.chartSummary', { title, count: points.length, max: highest?.text ?? '0' })}
      >
        {points.map((point, index) => {
          const height = max === 0 ? 0 : (point.value / max) * HEIGHT;
          return (
            <rect key={point.key} className={styles.bar} x={index + GAP / 2} width={1 - GAP} y={HEIGHT - height} height={height}>
              <title>{`${point.label}: ${point.text}`}</title>
            </rect>
          );
        })}
      </svg>
      {points.length > 0 && (
        <div className={styles.axis} aria-hidden="true">
          <Caption1>{points[0]!.label}</Caption1>
          {points.length > 1 && <Caption1>{points[points.length - 1]!.label}</Caption1>}
        </div>
      )}
      <details className={styles.details}>
        <summary>{t('dashboard.showTable')}</summary>
        <TableScroller label={title} minWidth={240}>
          <Table aria-label={title} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{columns[0]}</TableHeaderCell>
                <TableHeaderCell>{columns[1]}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {points.map((point) => (
                <TableRow key={point.key}>
                  <TableCell>{point.label}</TableCell>
                  <TableCell>{point.text}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      </details>
    </figure>
  );
}
