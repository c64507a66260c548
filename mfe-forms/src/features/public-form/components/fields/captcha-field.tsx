import { usePublicFormEnv } from '../public-form-env';
import { useFormRuntime } from '../form-runtime';

/**
 * Where the designer put the captcha. The widget itself sits on the last step, where spec
 * 001 §4 requires its token, so that one token covers the whole submission.
 */
export function CaptchaField() {
  const { t } = usePublicFormEnv();
  const { recaptchaEnabled } = useFormRuntime();
  return recaptchaEnabled ? <p className="fo-muted">{t('captchaLater')}</p> : null;
}
