// The bench's large-form page: its own bundle (webpack.config.mjs), built and served by the
// public-form section only, so no production bundle carries the 1,000-field fixture.
import { createRoot } from 'react-dom/client';
import { PublicFormEnvProvider } from '../../mfe-forms/src/features/public-form/components/public-form-env';
import { createTranslate } from '../../mfe-forms/src/features/public-form/utils/translate';
import { LargeFormBench } from './large-form-bench';

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <PublicFormEnvProvider value={{ apiBaseUrl: '', language: 'en', t: createTranslate('en') }}>
    <LargeFormBench />
  </PublicFormEnvProvider>,
);
