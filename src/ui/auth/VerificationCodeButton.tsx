import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';
import { CODE_RESEND_SECONDS, secondsLeft } from './countdown';

interface Props {
  /** Sends the code; resolves true when it went out, which starts the one-minute wait. */
  onSend(): Promise<boolean>;
  disabled?: boolean;
  testId?: string;
}

export function VerificationCodeButton({ onSend, disabled, testId = 'send-code' }: Props) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const left = startedAt === null ? 0 : secondsLeft(startedAt, now, CODE_RESEND_SECONDS);
  const counting = left > 0;

  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (secondsLeft(startedAt, t, CODE_RESEND_SECONDS) === 0) {
        window.clearInterval(timer);
        setStartedAt(null);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  const send = async () => {
    if (sending || counting) return;
    setSending(true);
    try {
      if (await onSend()) {
        const t = Date.now();
        setNow(t);
        setStartedAt(t);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <ActionButton
      type="button"
      className="auth-code-button"
      data-testid={testId}
      outlined
      busy={sending}
      disabled={Boolean(disabled) || counting}
      label={sending ? t('code.sending') : counting ? t('code.resend', { seconds: left }) : t('code.send')}
      onClick={() => void send()}
    />
  );
}
