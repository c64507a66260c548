import { useEffect, useRef, useState } from 'react';
import { makeStyles, Checkbox, Divider, Input } from '@fluentui/react-components';
import { tokens, Button, Field, MessageBar, MessageBarBody, Spinner, Title1, Tooltip } from '@front-office/shared/ui';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { ApiError, getRuntimeConfig, useSessionStore, useTranslation } from '@front-office/shared/platform';
import { useNavigate } from '@front-office/shared/router';
import { loginSchema } from '@front-office/shared/core';
import type { LoginResponse } from '@front-office/shared/core';
import { useLogin } from '../api/login';
import { useSocialLogin } from '../api/social-login';
import type { SocialProvider } from '../api/social-login';
import type { LoginCredentials } from '../api/login';

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
  // A disabled button gets no pointer events; the tooltip hangs on a focusable wrapper instead.
  return (
    <Tooltip content={t('login.notConfigured', { provider: PROVIDER_NAMES[provider] })} relationship="description">
      <span tabIndex={0}>
        <Button disabled style={{ width: '100%' }}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

export interface LoginPageProps {
  /** Called when a sign-in starts: the shell downloads the signed-in frame meanwhile. */
  onSigningIn?: () => unknown;
}

/** Spec 000 §2 "Login page". */
export function LoginPage({ onSigningIn }: LoginPageProps = {}) {
  const { t } = useTranslation(['shell', 'common']);
  const styles = useStyles();
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  // Spec 000 §8: after a 401 ended the session, the login page says so until the next attempt.
  const wasExpired = useSessionStore((state) => state.signOutReason === 'expired');
  const loginMutation = useLogin();
  const socialMutation = useSocialLogin();
  const [alert, setAlert] = useState<AlertKey | null>(wasExpired ? 'sessionExpired' : null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [rememberMe, setRememberMe] = useState(true);
  const config = getRuntimeConfig();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginCredentials>({ resolver: yupResolver(loginSchema), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const isPending = loginMutation.isPending || socialMutation.isPending;

  // Issue 13 §2: a failed sign-in moves the focus to its message, so a screen reader reads it.
  useEffect(() => {
    if (alert && alert !== 'sessionExpired') alertRef.current?.focus();
  }, [alert]);

  const onSignedIn = (response: LoginResponse) => {
    // The session store switches the interface to the user's culture (spec 000 §1). Without
    // "Remember me" the session lasts for this browser session only (issue 13 §3).
    signIn(response, { remember: rememberMe });
    navigate('/', { replace: true });
  };

  const onSubmit = handleSubmit((credentials) => {
    setAlert(null);
    void onSigningIn?.();
    loginMutation.mutate(credentials, { onSuccess: onSignedIn, onError: (error) => setAlert(alertKeyOf(error)) });
  });

  const onSocial = (provider: SocialProvider) => {
    setAlert(null);
    void onSigningIn?.();
    socialMutation.mutate(provider, {
      onSuccess: onSignedIn,
      onError: (error) => {
        // Spec 000 §8: a social failure only logs and shows a generic login error.
        console.warn(`${provider} sign-in failed`, error);
        setAlert(provider);
      },
    });
  };

  const alertText = (key: AlertKey) => {
    if (key === 'wrongCombination') return t('login.wrongCombination');
    if (key === 'generic') return t('errors.generic', { ns: 'common' });
    if (key === 'sessionExpired') return t('errors.sessionExpired', { ns: 'common' });
    return t('login.socialFailed', { provider: PROVIDER_NAMES[key] });
  };

  const fieldError = (message: string | undefined) => (message ? t(message, { ns: 'common' }) : undefined);

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
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Field
            label={t('login.email')}
            required
            validationMessage={fieldError(errors.email?.message)}
          >
            <Input type="email" autoComplete="username" disabled={isPending} {...register('email')} />
          </Field>
          <Field
            label={t('login.password')}
            required
            validationMessage={fieldError(errors.password?.message)}
          >
            <Input type="password" autoComplete="current-password" disabled={isPending} {...register('password')} />
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
