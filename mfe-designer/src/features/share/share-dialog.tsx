import { useEffect, useId, useState } from 'react';
import { getRuntimeConfig, useTranslation } from '@front-office/shared/platform';
import { Textarea, makeStyles, Input } from '@fluentui/react-components';
import { tokens, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Text } from '@front-office/shared/ui';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { shareLinks } from '@front-office/shared/core';
import { NAMESPACE } from '../../i18n/namespace';

/** Spec 001 §9: the copy confirmation shows 2 seconds. */
export const COPIED_MS = 2000;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

function CopyRow({ label, text, multiline, testId }: { label: string; text: string; multiline?: boolean; testId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const statusId = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setState('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.row} data-testid={testId}>
      <Field label={label}>
        {multiline ? <Textarea className={styles.code} readOnly value={text} rows={8} resize="vertical" /> : <Input readOnly value={text} />}
      </Field>
      <div className={styles.actions}>
        <Button icon={state === 'copied' ? <CheckmarkRegular /> : <CopyRegular />} onClick={copy} aria-describedby={statusId}>
          {t('share.copy', { what: label })}
        </Button>
        <Text id={statusId} role="status" aria-live="polite">
          {state === 'copied' ? t('share.copied') : state === 'failed' ? t('share.copyFailed') : ''}
        </Text>
      </div>
    </div>
  );
}

/** The share dialog (spec 001 §2, FORM update): the public URL and the embed code, each with a copy action. */
export function ShareDialog({ formId, onClose }: { formId: string; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const links = shareLinks(formId, getRuntimeConfig().publicFormUrl, window.location.origin, t('share.frameTitle'));
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="share-dialog">
        <DialogBody>
          <DialogTitle>{t('share.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <CopyRow label={t('share.link')} text={links.url} testId="share-link" />
            <Text>
              <a href={links.url} target="_blank" rel="noopener noreferrer">
                {t('share.openLink')}
              </a>
            </Text>
            <CopyRow label={t('share.embed')} text={links.embedCode} multiline testId="share-embed" />
            <Text size={200}>{t('share.embedHint')}</Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('share.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
