import { memo } from 'react';
import { canAddCopy, canRemoveCopy, copyFieldId, localizedValue } from '@front-office/shared/core';
import type { Section } from '@front-office/shared/core';
import { useSectionCopies } from '../store/use-field';
import { usePublicFormEnv } from './public-form-env';
import { useFormRuntime } from './form-runtime';
import { FieldView } from './field-view';

function SectionFields({ section, copy }: { section: Section; copy: number | null }) {
  return (
    <div className="fo-grid">
      {section.fields.map((field) => (
        <FieldView key={field.id} field={field} fieldKey={copy === null ? field.id : copyFieldId(field.id, copy)} />
      ))}
    </div>
  );
}

/** A repeatable section: its copies with add and remove within min/max (spec 001 §4). */
function RepeatableSection({ section, title }: { section: Section; title: string }) {
  const { t } = usePublicFormEnv();
  const { store } = useFormRuntime();
  const copies = useSectionCopies(store, section.id);
  const values = store.getValues();
  const canRemove = canRemoveCopy(section, values);
  return (
    <>
      {copies.map((copy, index) => (
        <fieldset key={copy} className="fo-copy">
          <legend>{t('copyTitle', { section: title, number: index + 1 })}</legend>
          <SectionFields section={section} copy={copy} />
          {canRemove ? (
            <button type="button" className="fo-button fo-secondary" onClick={() => store.removeCopy(section, copy)}>
              {t('removeCopy')}
            </button>
          ) : null}
        </fieldset>
      ))}
      {canAddCopy(section, values) ? (
        <button type="button" className="fo-button fo-secondary" onClick={() => store.addCopy(section)}>
          {t('addCopy')}
        </button>
      ) : null}
    </>
  );
}

export const SectionView = memo(function SectionView({ section }: { section: Section }) {
  const { language } = usePublicFormEnv();
  if (!section.visible) return null;
  const title = localizedValue(section.name, language);
  return (
    <section className="fo-section" aria-label={title || undefined}>
      {title ? <h3 className="fo-section-title">{title}</h3> : null}
      {section.multiple ? <RepeatableSection section={section} title={title} /> : <SectionFields section={section} copy={null} />}
    </section>
  );
});
