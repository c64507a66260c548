import { useEffect, useRef } from 'react';
import { usePublicFormEnv } from './public-form-env';

interface Grecaptcha {
  render(container: HTMLElement, options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void; hl?: string }): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    foRecaptchaLoaded?: () => void;
  }
}

let scriptPromise: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page, only when a form asks for a captcha. */
function loadRecaptcha(language: string): Promise<Grecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.foRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing')));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=foRecaptchaLoaded&render=explicit&hl=${language}`;
    script.async = true;
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/**
 * The captcha of the last step (spec 001 §4). Without a site key in the runtime config (sample
 * mode) a plain box stands in, so the flow stays testable end to end; the server decides
 * whether a token must be verified.
 */
export function RecaptchaBox({ token, onToken, errorId }: { token: string | null; onToken(token: string | null): void; errorId?: string }) {
  const { recaptchaSiteKey, language, t } = usePublicFormEnv();
  const container = useRef<HTMLDivElement>(null);
  // Google calls back long after render: it must reach the latest handler, not the first one.
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    if (!recaptchaSiteKey) return undefined;
    let cancelled = false;
    loadRecaptcha(language)
      .then((grecaptcha) => {
        if (cancelled || !container.current || container.current.childElementCount > 0) return;
        grecaptcha.render(container.current, {
          sitekey: recaptchaSiteKey,
          hl: language,
          callback: (value) => onTokenRef.current(value),
          'expired-callback': () => onTokenRef.current(null),
        });
      })
      .catch(() => onTokenRef.current(null));
    return () => {
      cancelled = true;
    };
  }, [recaptchaSiteKey, language]);

  if (recaptchaSiteKey) return <div ref={container} className="fo-captcha" aria-label={t('captchaLabel')} aria-describedby={errorId} />;
  return (
    <label className="fo-check fo-captcha">
      <input type="checkbox" checked={token !== null} aria-describedby={errorId} onChange={(event) => onToken(event.target.checked ? 'sample-mode' : null)} />
      <span>{t('captchaSample')}</span>
    </label>
  );
}
