import { makeStyles } from '@fluentui/react-components';
import { tokens, Button } from '@front-office/shared/ui';
import { useTranslation } from 'react-i18next';
import { pageCount, paginationWindow } from '@front-office/shared/core';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center', justifyContent: 'center' },
});

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalCount: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/**
 * First, previous, the pages within two of the current, next, last (spec 000 §2).
 * Renders nothing when everything fits on one page.
 */
export function Pagination({ page, totalCount, pageSize, onChange }: PaginationProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const total = pageCount(totalCount, pageSize);
  if (total <= 1) return null;
  const current = Math.min(Math.max(page, 1), total);
  const isFirst = current === 1;
  const isLast = current === total;

  return (
    <nav aria-label={t('pagination.label')} className={styles.root}>
      <Button appearance="subtle" aria-label={t('pagination.first')} disabled={isFirst} onClick={() => onChange(1)}>
        «
      </Button>
      <Button appearance="subtle" aria-label={t('pagination.previous')} disabled={isFirst} onClick={() => onChange(current - 1)}>
        ‹
      </Button>
      {paginationWindow(current, total).map((number) => (
        <Button
          key={number}
          appearance={number === current ? 'primary' : 'subtle'}
          aria-label={t('pagination.page', { page: number })}
          aria-current={number === current ? 'page' : undefined}
          onClick={() => number !== current && onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button appearance="subtle" aria-label={t('pagination.next')} disabled={isLast} onClick={() => onChange(current + 1)}>
        ›
      </Button>
      <Button appearance="subtle" aria-label={t('pagination.last')} disabled={isLast} onClick={() => onChange(total)}>
        »
      </Button>
    </nav>
  );
}
