import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { Input, Textarea, makeStyles } from '@fluentui/react-components';
import { tokens, Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@front-office/shared/ui';
import { EMAIL_TEXT_PATH, setTranslatableText, textIn, textProperty, translationStates, translationsToDoFirst } from '@front-office/shared/core';
import type { Language, TranslationMarks } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { Draft } from '../state/designer-state';
import { useDesigner } from './designer-context';
import { useDescribeText, useTranslationProblem } from './translation-texts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, calc(100vw - 16px))', width: '100%', padding: tokens.spacingHorizontalM, boxSizing: 'border-box' },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    // A phone has no room for two columns: the two languages stack.
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  head: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  cell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
});

/** Long texts (the e-mail, static text, HTML) get a text area. */
const isLong = (path: string) => path === EMAIL_TEXT_PATH || textProperty(path) === 'value';

/**
 * Every text of the form in two columns, one per language, editable (each edit is the designer's
 * own change, undoable). The missing and stale texts come first, in the order of opening, so rows
 * stay in place while they are fixed.
 */
export function TranslationView({ draft, marks, languages, focusPath, onClose }: { draft: Draft; marks: TranslationMarks; languages: readonly [Language, Language]; focusPath: string | null; onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, applyDraft } = useDesigner();
  const describe = useDescribeText();
  const problem = useTranslationProblem();
  const states = useMemo(() => translationStates(draft, languages, marks), [draft, languages, marks]);
  const [order] = useState(() => translationsToDoFirst(states).map((entry) => entry.path));
  const byPath = useMemo(() => new Map(states.map((entry) => [entry.path, entry])), [states]);
  const [first] = useState(() => {
    const target = states.find((entry) => entry.path === focusPath) ?? translationsToDoFirst(states)[0];
    return target ? { path: target.path, language: target.languages[0] ?? languages[1] } : null;
  });
  const target = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The dialog focuses its surface on opening; the text to fix takes the focus right after.
  useEffect(() => {
    const timer = setTimeout(() => target.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  const name = (code: Language) => t(`designer.languages.${code}`);
  const todo = states.filter((entry) => entry.state !== 'done').length;

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="translation-view">
        <DialogBody>
          <DialogTitle>{t('designer.translate.title', { from: name(languages[0]), to: name(languages[1]) })}</DialogTitle>
          <DialogContent>
            <Text as="p" role="status">
              {todo > 0 ? t('designer.translate.todo', { count: todo }) : t('designer.translate.allDone')}
            </Text>
            <ol className={styles.rows}>
              {order.map((path) => {
                const entry = byPath.get(path);
                if (!entry) return null;
                const description = describe(draft, path, languages[0]);
                return (
                  <li key={path} className={styles.row} data-testid="translation-row" data-state={entry.state}>
                    <div className={styles.head}>
                      <Text weight="semibold">
                        {description}
                      </Text>
                      {entry.state !== 'done' ? (
                        <Badge appearance="tint" color={entry.state === 'missing' ? 'danger' : 'warning'}>
                          {problem(entry)}
                        </Badge>
                      ) : null}
                    </div>
                    {languages.map((language) => {
                      const props = {
                        value: textIn(entry.text, language),
                        readOnly: !canUpdate,
                        'aria-label': t('designer.translate.input', { text: description, language: name(language) }),
                        ref: first?.path === path && first.language === language ? target : undefined,
                        onChange: (_: unknown, data: { value: string }) =>
                          applyDraft((current) => setTranslatableText(current, path, language, data.value, current.localizations), { key: `translate:${path}:${language}` }),
                      };
                      return (
                        <div key={language} className={styles.cell}>
                          <Text size={200} aria-hidden>
                            {name(language)}
                          </Text>
                          {isLong(path) ? <Textarea {...props} resize="vertical" /> : <Input {...props} />}
                        </div>
                      );
                    })}
                  </li>
                );
              })}
            </ol>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('designer.translate.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
