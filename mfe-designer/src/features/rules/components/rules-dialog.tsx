import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import { makeStyles } from '@fluentui/react-components';
import { tokens, Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Text } from '@front-office/shared/ui';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { canEditRules, invalidRules, newRule, ruleErrors } from '@front-office/shared/core';
import type { FormContent, Language, Rule } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { RuleEditor } from './rule-editor';
import { useRuleTexts } from './use-rule-texts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 16px))', width: '100%', boxSizing: 'border-box', '@media (max-width: 640px)': { padding: tokens.spacingHorizontalM } },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  itemText: { display: 'flex', flexDirection: 'column', flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' },
  actions: { flexWrap: 'wrap' },
});

export interface RulesDialogProps {
  content: FormContent;
  /** The designer's content language: field labels are shown in it. */
  language: Language;
  canUpdate: boolean;
  /** Puts a valid rule in the draft (one undo step); false when the designer refused it. */
  onSaveRule(rule: Rule): boolean;
  onDeleteRule(ruleId: string): void;
  onClose(): void;
}

type View = { kind: 'list' } | { kind: 'edit'; rule: Rule; isNew: boolean; showErrors: boolean } | { kind: 'delete'; rule: Rule; index: number };

/** The rules editor (spec 001 §2 rules modal, opened from the Rules button): the list, one rule's editor, a delete confirmation. */
export function RulesDialog({ content, language, canUpdate, onSaveRule, onDeleteRule, onClose }: RulesDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const texts = useRuleTexts(content, language);
  const [view, setView] = useState<View>({ kind: 'list' });
  // The button that opened the editor or the confirmation is gone while they show: back on the
  // list, focus goes to the list's own first action instead of being lost to the page.
  const listFocus = useRef<HTMLButtonElement>(null);
  const [returned, setReturned] = useState(false);
  useEffect(() => {
    if (view.kind === 'list' && returned) listFocus.current?.focus();
  }, [returned, view.kind]);
  const backToList = () => {
    setReturned(true);
    setView({ kind: 'list' });
  };
  const invalid = useMemo(() => invalidRules(content), [content]);
  const enough = canEditRules(content);
  const missing = invalid.filter((entry) => entry.errors.some((error) => error.code === 'fieldMissing' && error.fieldId));

  const save = () => {
    if (view.kind !== 'edit') return;
    if (ruleErrors(content, view.rule, texts.fields).length > 0) {
      setView({ ...view, showErrors: true });
      return;
    }
    if (onSaveRule(view.rule)) backToList();
  };

  const title = view.kind === 'edit' ? (view.isNew ? t('rules.newTitle') : t('rules.editTitle')) : t('rules.title');
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="rules-dialog">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {view.kind === 'list' ? (
              <>
                <Text>{t('rules.intro')}</Text>
                {missing.length > 0 ? (
                  <MessageBar intent="error" layout="multiline" data-testid="rules-refresh-error">
                    <MessageBarBody>{t('rules.refreshError', { rules: missing.map((entry) => texts.ruleName(entry.rule, entry.index)).join(', ') })}</MessageBarBody>
                  </MessageBar>
                ) : null}
                {!enough ? (
                  <MessageBar intent="info" layout="multiline" data-testid="rules-need-fields">
                    <MessageBarBody>{t('rules.needTwoFields')}</MessageBarBody>
                  </MessageBar>
                ) : null}
                {content.rules.length === 0 ? (
                  <Text role="status">{t('rules.none')}</Text>
                ) : (
                  <ul className={styles.list} aria-label={t('rules.title')}>
                    {content.rules.map((rule, index) => {
                      const name = texts.ruleName(rule, index);
                      const hasErrors = invalid.some((entry) => entry.index === index);
                      return (
                        <li key={rule.id} className={styles.item} data-testid="rule-item">
                          <div className={styles.itemText}>
                            <Text weight="semibold">{name}</Text>
                            <Text size={200}>{t('rules.summary', { groups: rule.conditions.length, targets: rule.targets.length })}</Text>
                          </div>
                          {hasErrors ? (
                            <Badge appearance="tint" color="danger">
                              {t('rules.hasErrors')}
                            </Badge>
                          ) : null}
                          <Button icon={<EditRegular />} aria-label={t('rules.edit', { name })} title={t('rules.edit', { name })} onClick={() => setView({ kind: 'edit', rule, isNew: false, showErrors: hasErrors })} />
                          {canUpdate ? (
                            <Button icon={<DeleteRegular />} aria-label={t('rules.delete', { name })} title={t('rules.delete', { name })} onClick={() => setView({ kind: 'delete', rule, index })} />
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </>
            ) : null}
            {view.kind === 'edit' ? (
              <RuleEditor content={content} rule={view.rule} language={language} texts={texts} canUpdate={canUpdate} showErrors={view.showErrors} onChange={(rule) => setView({ ...view, rule })} />
            ) : null}
            {view.kind === 'delete' ? <Text role="alert">{t('rules.deleteConfirm', { name: texts.ruleName(view.rule, view.index) })}</Text> : null}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {view.kind === 'list' ? (
              <>
                {canUpdate ? (
                  <Button ref={listFocus} appearance="primary" icon={<AddRegular />} disabled={!enough} onClick={() => setView({ kind: 'edit', rule: newRule(crypto.randomUUID()), isNew: true, showErrors: false })}>
                    {t('rules.add')}
                  </Button>
                ) : null}
                <Button ref={canUpdate ? undefined : listFocus} onClick={onClose}>
                  {t('rules.close')}
                </Button>
              </>
            ) : null}
            {view.kind === 'edit' ? (
              <>
                {canUpdate ? (
                  <Button appearance="primary" onClick={save}>
                    {t('rules.save')}
                  </Button>
                ) : null}
                <Button onClick={backToList}>{t('rules.back')}</Button>
              </>
            ) : null}
            {view.kind === 'delete' ? (
              <>
                <Button
                  appearance="primary"
                  onClick={() => {
                    onDeleteRule(view.rule.id);
                    backToList();
                  }}
                >
                  {t('rules.deleteYes')}
                </Button>
                <Button autoFocus onClick={backToList}>
                  {t('rules.cancel')}
                </Button>
              </>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
