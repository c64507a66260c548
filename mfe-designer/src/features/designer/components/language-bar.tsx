import { useDeferredValue, useMemo, useState } from 'react';
import { ConfirmDialog, useTranslation } from '@front-office/shared/platform';
import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarBody, Tooltip } from '@front-office/shared/ui';
import { AddRegular, DismissRegular, TranslateRegular } from '@fluentui/react-icons';
import { LANGUAGES, addLanguage, addToLocalizations, canRemoveLanguage, removeLanguage, translationStates, translationsToDoFirst } from '@front-office/shared/core';
import type { Language, LocalizedText, TranslationMarks } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { Draft } from '../state/designer-state';
import { useDesigner } from './designer-context';
import { useDescribeText, useTranslationProblem } from './translation-texts';
import { TranslationView } from './translation-view';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  problems: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  link: { textAlign: 'start', height: 'auto', minHeight: '24px', overflowWrap: 'anywhere' },
});

/** How many texts the warning names; the translation view lists them all. */
const LISTED = 5;

function copyName(name: LocalizedText, to: Language, from: Language): LocalizedText {
  if (name.some((entry) => entry.culture === to)) return name;
  const source = name.find((entry) => entry.culture === from)?.value ?? name[0]?.value ?? '';
  return [...name, { culture: to, value: source }];
}

/**
 * The language tabs (spec 001 §2): add one (texts copied), delete one after confirming (texts
 * stripped), and the warning naming each text missing or changed in one language only; a text
 * named there, or the Translate button, opens the side-by-side translation view.
 */
export function LanguageBar({ draft, marks, language }: { draft: Draft; marks: TranslationMarks; language: Language }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, dispatch, applyDraft } = useDesigner();
  const [removing, setRemoving] = useState<Language | null>(null);
  const missing = LANGUAGES.filter((candidate) => !draft.localizations.includes(candidate));
  // The warnings walk every text of the form: computed at low priority so typing never waits on them.
  const deferred = useDeferredValue(draft);
  const deferredMarks = useDeferredValue(marks);
  const problems = useMemo(
    () => translationsToDoFirst(translationStates(deferred, deferred.localizations, deferredMarks)).filter((entry) => entry.state !== 'done'),
    [deferred, deferredMarks],
  );
  const [translating, setTranslating] = useState<{ path: string | null } | null>(null);
  const describe = useDescribeText();
  const problem = useTranslationProblem();
  const name = (code: Language) => t(`designer.languages.${code}`);
  // The view shows the content language beside the other one.
  const pair = draft.localizations.length >= 2 ? ([language, draft.localizations.find((code) => code !== language)!] as [Language, Language]) : null;

  const add = (added: Language) =>
    applyDraft(
      (current) => ({
        ...current,
        content: addLanguage(current.content, added, language),
        name: copyName(current.name, added, language),
        localizations: addToLocalizations(current.localizations, added),
      }),
      { language: added },
    );

  return (
    <div>
      <div className={styles.bar}>
        <TabList selectedValue={language} onTabSelect={(_, data) => dispatch({ type: 'selectLanguage', language: data.value as Language })} aria-label={t('designer.languages.label')}>
          {draft.localizations.map((code) => (
            <Tab key={code} value={code}>
              {name(code)}
            </Tab>
          ))}
        </TabList>
        {canUpdate && canRemoveLanguage(draft.localizations) ? (
          <Tooltip content={t('designer.languages.remove', { language: name(language) })} relationship="label" showDelay={50} hideDelay={100}>
            <Button appearance="subtle" size="small" icon={<DismissRegular />} onClick={() => setRemoving(language)} />
          </Tooltip>
        ) : null}
        {canUpdate
          ? missing.map((code) => (
              <Tooltip key={code} content={t('designer.languages.addNamed', { language: name(code) })} relationship="label" showDelay={50} hideDelay={100}>
                <Button appearance="subtle" size="small" icon={<AddRegular />} onClick={() => add(code)} />
              </Tooltip>
            ))
          : null}
        {pair ? (
          <Button appearance="subtle" size="small" icon={<TranslateRegular />} onClick={() => setTranslating({ path: null })}>
            {t('designer.translate.open')}
          </Button>
        ) : null}
      </div>
      {pair && problems.length > 0 ? (
        <MessageBar intent="warning" data-testid="language-warning" layout="multiline">
          <MessageBarBody>
            {t('designer.languages.problems', { count: problems.length })}
            <ul className={styles.problems}>
              {problems.slice(0, LISTED).map((entry) => (
                <li key={entry.path}>
                  <Button appearance="transparent" size="small" className={styles.link} onClick={() => setTranslating({ path: entry.path })}>
                    {t('designer.languages.problem', { text: describe(deferred, entry.path, language), problem: problem(entry) })}
                  </Button>
                </li>
              ))}
            </ul>
            {problems.length > LISTED ? t('designer.languages.more', { count: problems.length - LISTED }) : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {translating && pair ? <TranslationView draft={draft} marks={marks} languages={pair} focusPath={translating.path} onClose={() => setTranslating(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('designer.languages.removeTitle', { language: removing ? name(removing) : '' })}
        message={t('designer.languages.removeMessage', { language: removing ? name(removing) : '' })}
        confirmLabel={t('common:confirm.delete', { defaultValue: 'Delete' })}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const removed = removing;
          setRemoving(null);
          if (!removed) return;
          applyDraft((current) => ({
            ...current,
            content: removeLanguage(current.content, removed),
            name: current.name.filter((entry) => entry.culture !== removed),
            localizations: current.localizations.filter((code) => code !== removed),
          }));
        }}
      />
    </div>
  );
}
