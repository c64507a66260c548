import { usePublicFormEnv } from './public-form-env';

/** Shown only when the form has more than one step of fields (spec 001 §2). */
export function StepProgress({ names, current }: { names: string[]; current: number }) {
  const { t } = usePublicFormEnv();
  return (
    <nav className="fo-progress" aria-label={t('steps')}>
      <p className="fo-muted">{t('progress', { current: current + 1, total: names.length })}</p>
      <progress max={names.length} value={current + 1} aria-hidden="true" />
      <ol>
        {names.map((name, index) => (
          <li key={index} aria-current={index === current ? 'step' : undefined} className={index <= current ? 'fo-done' : undefined}>
            {name}
          </li>
        ))}
      </ol>
    </nav>
  );
}
