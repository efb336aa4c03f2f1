// /loginTimeout: where an expired session lands.
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';
import { useConsole } from '../app/runtime';
import '../auth/auth.css';

export default function LoginTimeoutPage() {
  const { t } = useTranslation('auth');
  const { go } = useConsole();
  return (
    <div className="auth-card" data-testid="login-timeout">
      <h1>{t('timeout.title')}</h1>
      <p className="auth-hint">{t('timeout.message')}</p>
      <ActionButton
        type="button"
        className="auth-submit"
        data-testid="login-again"
        label={t('timeout.signInAgain')}
        icon="pi pi-sign-in"
        autoFocus
        onClick={() => go('/login', { replace: true })}
      />
    </div>
  );
}
