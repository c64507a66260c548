import { useDeferredValue, useMemo, useState } from 'react';
import { ConfirmDialog, useTranslation } from '@front-office/shared/platform';
import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { tokens, Button, MessageBar, MessageBarBody, Tooltip } from '@front-office/shared/ui';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { LANGUAGES, addLanguage, addToLocalizations, canRemoveLanguage, removeLanguage, textsChangedInOneLanguage, untranslatedLanguages } from '@front-office/shared/core';
import type { Language, LocalizedText } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import type { Draft } from '../state/designer-state';
import { useDesigner } from './designer-context';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
});

function copyName(name: LocalizedText, to: Language, from: Language): LocalizedText {
  if (name.some((entry) => entry.culture === to)) return name;
  const source = name.find((entry) => entry.culture === from)?.value ?? name[0]?.value ?? '';
  return [...name, { culture: to, value: source }];
}

/** The language tabs (spec 001 §2): add one (texts copied), delete one after confirming (texts stripped), warnings. */
export function LanguageBar({ draft, saved, language }: { draft: Draft; saved: Draft; language: Language }) {
  const { t } = useTranslation(NAMESPACE);
  const styles = useStyles();
  const { canUpdate, dispatch, applyDraft } = useDesigner();
  const [removing, setRemoving] = useState<Language | null>(null);
  const missing = LANGUAGES.filter((candidate) => !draft.localizations.includes(candidate));
  // The warnings walk every text of the form: computed at low priority so typing never waits on them.
  const deferred = useDeferredValue(draft);
  const untranslated = useMemo(() => untranslatedLanguages(deferred.content, deferred.localizations), [deferred]);
  const changedInOne = useMemo(() => textsChangedInOneLanguage(saved.content, deferred.content, deferred.localizations), [saved, deferred]);
  const name = (code: Language) => t(`designer.languages.${code}`);

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
      </div>
      {untranslated.length > 0 || changedInOne.length > 0 ? (
        <MessageBar intent="warning" data-testid="language-warning">
          <MessageBarBody>
            {untranslated.length > 0 ? t('designer.languages.untranslated', { languages: untranslated.map(name).join(', ') }) : null}
            {untranslated.length > 0 && changedInOne.length > 0 ? ' ' : null}
            {changedInOne.length > 0 ? t('designer.languages.changedInOne', { count: changedInOne.length }) : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
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
