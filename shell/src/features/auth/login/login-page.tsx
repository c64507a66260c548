import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Checkbox, Divider, Input, makeStyles } from '@fluentui/react-components';
import { Button, Field, MessageBar, MessageBarBody, Spinner, Title1, tokens } from '@front-office/shared/ui';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { ApiError, getRuntimeConfig, useSessionStore, useTranslation } from '@front-office/shared/platform';
import { loginFieldErrors } from '@front-office/shared/core';
import type { LoginFields, LoginResponse } from '@front-office/shared/core';
import { login } from '../api/login';
import { socialSignIn } from '../api/social-login';
import type { SocialProvider } from '../api/social-login';
import { AFTER_SIGN_IN_PATH, documentNavigation } from '../document-navigation';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '64px',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  decoration: {
    color: tokens.colorBrandForeground1,
    fontSize: '240px',
    '@media (max-width: 1023px)': { display: 'none' },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '400px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  title: { textAlign: 'center', color: tokens.colorBrandForeground1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { gap: tokens.spacingHorizontalS },
  social: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type AlertKey = 'wrongCombination' | 'generic' | 'sessionExpired' | SocialProvider;

function alertKeyOf(error: unknown): AlertKey {
  return error instanceof ApiError && error.status === 401 ? 'wrongCombination' : 'generic';
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

interface SocialButtonProps {
  provider: SocialProvider;
  isConfigured: boolean;
  isDisabled: boolean;
  onClick: () => void;
}

function SocialButton({ provider, isConfigured, isDisabled, onClick }: SocialButtonProps) {
  const { t } = useTranslation('shell');
  const label = t(`login.${provider}`);
  if (isConfigured)
    return (
      <Button disabled={isDisabled} onClick={onClick}>
        {label}
      </Button>
    );
  // A disabled button gets no pointer events; the hint hangs on a focusable wrapper instead.
  return (
    <Hint text={t('login.notConfigured', { provider: PROVIDER_NAMES[provider] })}>
      <Button disabled style={{ width: '100%' }}>
        {label}
      </Button>
    </Hint>
  );
}

const Tooltip = lazy(() => import('./lazy-tooltip'));

/**
 * A focusable wrapper described by `text` from the start, whose tooltip shows on hover and focus
 * (Escape hides it). Issue 13 §5: the tooltip's code is downloaded at the first hover or focus,
 * not with the login page; the wrapper itself never changes, so it keeps the focus meanwhile.
 */
function Hint({ text, children }: { text: string; children: ReactNode }) {
  const id = useId();
  const [target, setTarget] = useState<HTMLSpanElement | null>(null);
  const [isWanted, setIsWanted] = useState(false);
  const [isVisible, setIsVisible] = useState(false);
  const show = () => {
    setIsWanted(true);
    setIsVisible(true);
  };
  const hide = () => setIsVisible(false);
  return (
    <>
      <span ref={setTarget} tabIndex={0} aria-describedby={id} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
        {children}
      </span>
      <span id={id} hidden>
        {text}
      </span>
      {isWanted && (
        <Suspense fallback={null}>
          <Tooltip
            content={text}
            relationship="inaccessible"
            visible={isVisible}
            onVisibleChange={(_event, data) => setIsVisible(data.visible)}
            positioning={{ target, position: 'above' }}
          >
            {null}
          </Tooltip>
        </Suspense>
      )}
    </>
  );
}

type FieldName = keyof LoginFields;

/**
 * Spec 000 §2 "Login page". Rendered by the plain login bundle (login-entry.tsx, issue 13 §5),
 * so it needs no router, query client or form library: its two fields follow the rules of
 * `loginFieldErrors`, shown once a field was left (or the form sent), then as the user types.
 */
export function LoginPage() {
  const { t } = useTranslation(['shell', 'common']);
  const styles = useStyles();
  const signIn = useSessionStore((state) => state.signIn);
  // Spec 000 §8: after a 401 ended the session, the login page says so until the next attempt.
  const wasExpired = useSessionStore((state) => state.signOutReason === 'expired');
  const [alert, setAlert] = useState<AlertKey | null>(wasExpired ? 'sessionExpired' : null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [rememberMe, setRememberMe] = useState(true);
  const [isPending, setIsPending] = useState(false);
  const [values, setValues] = useState<LoginFields>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const config = getRuntimeConfig();
  const errors = loginFieldErrors(values);

  // Issue 13 §2: a failed sign-in moves the focus to its message, so a screen reader reads it.
  useEffect(() => {
    if (alert && alert !== 'sessionExpired') alertRef.current?.focus();
  }, [alert]);

  const onSignedIn = (response: LoginResponse) => {
    // The session store keeps the session (spec 000 §3); without "Remember me" for this browser
    // session only (issue 13 §3). The shell is another document: a full page load (issue 13 §5).
    signIn(response, { remember: rememberMe });
    documentNavigation.replace(AFTER_SIGN_IN_PATH);
  };

  // The button stays busy after a success: the page is being replaced by the shell.
  const run = (call: () => Promise<LoginResponse>, onError: (error: unknown) => void) => {
    setAlert(null);
    setIsPending(true);
    call().then(onSignedIn, (error: unknown) => {
      setIsPending(false);
      onError(error);
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = (['email', 'password'] as const).find((name) => errors[name]);
    if (invalid) {
      setTouched({ email: true, password: true });
      (invalid === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    run(() => login({ email: values.email.trim(), password: values.password }), (error) => setAlert(alertKeyOf(error)));
  };

  const onSocial = (provider: SocialProvider) => {
    run(
      () => socialSignIn(provider),
      (error) => {
        // Spec 000 §8: a social failure only logs and shows a generic login error.
        console.warn(`${provider} sign-in failed`, error);
        setAlert(provider);
      },
    );
  };

  const fieldProps = (name: FieldName) => ({
    name,
    value: values[name],
    disabled: isPending,
    onChange: (_event: unknown, data: { value: string }) => setValues((current) => ({ ...current, [name]: data.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const alertText = (key: AlertKey) => {
    if (key === 'wrongCombination') return t('login.wrongCombination');
    if (key === 'generic') return t('errors.generic', { ns: 'common' });
    if (key === 'sessionExpired') return t('errors.sessionExpired', { ns: 'common' });
    return t('login.socialFailed', { provider: PROVIDER_NAMES[key] });
  };

  const fieldError = (name: FieldName) => {
    const message = touched[name] ? errors[name] : undefined;
    return message ? t(message, { ns: 'common' }) : undefined;
  };

  return (
    <div className={styles.page}>
      <PersonCircleRegular className={styles.decoration} aria-hidden data-testid="login-decoration" />
      <main className={styles.card}>
        <Title1 as="h1" className={styles.title}>
          {t('login.title')}
        </Title1>
        {alert && (
          <MessageBar
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            intent={alert === 'sessionExpired' ? 'warning' : 'error'}
            data-testid="login-alert"
          >
            <MessageBarBody>{alertText(alert)}</MessageBarBody>
          </MessageBar>
        )}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Field
            label={t('login.email')}
            required
            validationMessage={fieldError('email')}
          >
            <Input type="email" autoComplete="username" ref={emailRef} {...fieldProps('email')} />
          </Field>
          <Field
            label={t('login.password')}
            required
            validationMessage={fieldError('password')}
          >
            <Input type="password" autoComplete="current-password" ref={passwordRef} {...fieldProps('password')} />
          </Field>
          <Checkbox
            label={t('login.rememberMe')}
            checked={rememberMe}
            disabled={isPending}
            onChange={(_event, data) => setRememberMe(data.checked === true)}
          />
          <Button
            type="submit"
            appearance="primary"
            disabled={isPending}
            className={styles.submit}
            icon={isPending ? <Spinner size="tiny" /> : undefined}
          >
            {isPending ? t('login.signingIn') : t('login.signIn')}
          </Button>
        </form>
        <Divider>{t('login.or')}</Divider>
        <div className={styles.social}>
          <SocialButton provider="google" isConfigured={Boolean(config.googleClientId)} isDisabled={isPending} onClick={() => onSocial('google')} />
          <SocialButton
            provider="facebook"
            isConfigured={Boolean(config.facebookAppId)}
            isDisabled={isPending}
            onClick={() => onSocial('facebook')}
          />
        </div>
      </main>
    </div>
  );
}
