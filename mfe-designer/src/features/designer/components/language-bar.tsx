import { memo, useDeferredValue, useMemo, useState } from 'react';
import { ConfirmDialog, useTranslation } from '@front-office/shared/platform';
import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarBody, Tooltip } from '@front-office/shared/ui';
import { AddRegular, DismissRegular, TranslateRegular } from '@fluentui/react-icons';
import { LANGUAGES, addLanguage, addToLocalizations, canRemoveLanguage, removeLanguage, translationStates, translationsToDoFirst } from '@front-office/shared/core';
import type { Language, LocalizedText } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { DesignerState } from '../state/designer-state';
import { selectLanguage, selectPresent, useDesigner, useDesignerState } from './designer-context';
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

const selectLocalizations = (state: DesignerState) => state.history.present.localizations;
const selectMarks = (state: DesignerState) => state.translations;

/**
 * The language tabs (spec 001 §2): add one (texts copied), delete one after confirming (texts
 * stripped), and the warning naming each text missing or changed in one language only; a text
 * named there, or the Translate button, opens the side-by-side translation view.
 */
export const LanguageBar = memo(function LanguageBar() {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, dispatch, applyDraft } = useDesigner();
  const localizations = useDesignerState(selectLocalizations);
  const language = useDesignerState(selectLanguage);
  const [removing, setRemoving] = useState<Language | null>(null);
  const missing = LANGUAGES.filter((candidate) => !localizations.includes(candidate));
  const [translating, setTranslating] = useState<{ path: string | null } | null>(null);
  const name = (code: Language) => t(`designer.languages.${code}`);
  // The view shows the content language beside the other one.
  const pair = localizations.length >= 2 ? ([language, localizations.find((code) => code !== language)!] as [Language, Language]) : null;

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
          {localizations.map((code) => (
            <Tab key={code} value={code}>
              {name(code)}
            </Tab>
          ))}
        </TabList>
        {canUpdate && canRemoveLanguage(localizations) ? (
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
      {pair ? <LanguageWarning language={language} onOpen={(path) => setTranslating({ path })} /> : null}
      {translating && pair ? <OpenTranslationView languages={pair} focusPath={translating.path} onClose={() => setTranslating(null)} /> : null}
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
});

/**
 * The warning of texts missing or changed in one language only. It walks every text of the form:
 * it follows the draft at low priority, and its rendering is kept for a keystroke, so typing never
 * waits on it.
 */
function LanguageWarning({ language, onOpen }: { language: Language; onOpen(path: string): void }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const deferred = useDeferredValue(useDesignerState(selectPresent));
  const deferredMarks = useDeferredValue(useDesignerState(selectMarks));
  const describe = useDescribeText();
  const problem = useTranslationProblem();
  const problems = useMemo(
    () => translationsToDoFirst(translationStates(deferred, deferred.localizations, deferredMarks)).filter((entry) => entry.state !== 'done'),
    [deferred, deferredMarks],
  );
  return useMemo(
    () =>
      problems.length > 0 ? (
        <MessageBar intent="warning" data-testid="language-warning" layout="multiline">
          <MessageBarBody>
            {t('designer.languages.problems', { count: problems.length })}
            <ul className={styles.problems}>
              {problems.slice(0, LISTED).map((entry) => (
                <li key={entry.path}>
                  <Button appearance="transparent" size="small" className={styles.link} onClick={() => onOpen(entry.path)}>
                    {t('designer.languages.problem', { text: describe(deferred, entry.path, language), problem: problem(entry) })}
                  </Button>
                </li>
              ))}
            </ul>
            {problems.length > LISTED ? t('designer.languages.more', { count: problems.length - LISTED }) : null}
          </MessageBarBody>
        </MessageBar>
      ) : null,
    [problems, deferred, language, t, styles, describe, problem, onOpen],
  );
}

function OpenTranslationView(props: { languages: [Language, Language]; focusPath: string | null; onClose(): void }) {
  return <TranslationView draft={useDesignerState(selectPresent)} marks={useDesignerState(selectMarks)} {...props} />;
}
