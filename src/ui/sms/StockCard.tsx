import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { forecastDays, isStockLow, readWholeNumber } from '../../domain/smsQuota';
import { useConsole } from '../app/runtime';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { stockQuery, useTransferStock, type SmsSettings } from './queries';

/** The stock that pays for this scope's SMS, the forecast at the last week's rate and the low-stock notice. */
export function StockCard({ eid, settings }: { eid: number; settings: SmsSettings }) {
  const { t } = useTranslation('sms');
  const { http } = useConsole();
  const stock = useQuery(stockQuery(http, eid));

  const body = () => {
    if (eid === 0) return <Forecast stock={settings.stock ?? 0} lastDays={settings.usage.lastDays} label={t('stock.personal')} />;
    if (stock.isPending) return <PageLoading />;
    if (stock.isError) {
      const outcome = outcomeOf(stock.error);
      return outcome ? <LoadError title={t('loadError.stock')} outcome={outcome} onRetry={() => void stock.refetch()} testId="sms-stock-error" /> : null;
    }
    return (
      <>
        <Forecast stock={stock.data.stock} lastDays={settings.usage.lastDays} label={t('stock.allocated')} />
        <p className="sms-stock">
          <span>{t('stock.enterprise')}</span>
          <strong data-testid="sms-enterprise-stock">{t('stock.count', { count: stock.data.enterpriseStock })}</strong>
        </p>
        <Transfer eid={eid} personalStock={stock.data.personalStock} />
      </>
    );
  };

  return (
    <section className="sms-card" aria-labelledby="sms-stock-title">
      <h2 id="sms-stock-title">{t('stock.title')}</h2>
      {body()}
    </section>
  );
}

function Forecast({ stock, lastDays, label }: { stock: number; lastDays: number[]; label: string }) {
  const { t } = useTranslation('sms');
  const days = forecastDays(stock, lastDays);
  return (
    <>
      <p className="sms-stock">
        <span>{label}</span>
        <strong data-testid="sms-stock">{t('stock.count', { count: stock })}</strong>
      </p>
      <p className="sms-hint" data-testid="sms-forecast">{days === undefined ? t('stock.forecastNone') : t('stock.forecast', { days })}</p>
      {isStockLow(stock, lastDays) ? <p className="sms-warning" role="status" data-testid="sms-stock-low">{t('stock.low')}</p> : null}
    </>
  );
}

/** Personal stock into the enterprise: irreversible (product.md section 6), so it is confirmed first. */
function Transfer({ eid, personalStock }: { eid: number; personalStock: number }) {
  const { t } = useTranslation('sms');
  const { http, notify } = useConsole();
  const transfer = useTransferStock(http, eid);
  const [amount, setAmount] = useState(String(personalStock));
  const [asking, setAsking] = useState(false);
  const [tried, setTried] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const value = readWholeNumber(amount) ?? 0;
  const valid = value >= 1 && value <= personalStock;
  const bad = tried && !valid;

  const close = () => {
    setAsking(false);
    opener.current?.focus();
  };
  const confirm = () => {
    transfer.mutate(value, {
      onSuccess: (answer) => {
        notify.success('sms:transfer.done', { count: answer.moved });
        setAmount(String(answer.personalStock));
        setTried(false);
      },
      onSettled: close,
    });
  };

  return (
    <div className="sms-field" data-testid="sms-transfer">
      <h3 className="sms-subtitle">{t('transfer.title')}</h3>
      <p className="sms-stock">
        <span>{t('stock.personal')}</span>
        <strong data-testid="sms-personal-stock">{t('stock.count', { count: personalStock })}</strong>
      </p>
      {personalStock === 0 ? (
        <p className="sms-hint">{t('transfer.empty')}</p>
      ) : (
        <div className="sms-row">
          <div className="sms-field">
            <label htmlFor="sms-transfer-amount">{t('transfer.amount')}</label>
            <TextInput id="sms-transfer-amount" inputMode="numeric" value={amount} invalid={bad} aria-invalid={bad}
              aria-describedby={bad ? 'sms-transfer-error' : undefined} onChange={(e) => setAmount(e.target.value)} data-testid="sms-transfer-amount" />
          </div>
          <ActionButton ref={opener} icon="pi pi-arrow-right" label={t('transfer.action')} data-testid="sms-transfer-open"
            onClick={() => {
              setTried(true);
              if (valid) setAsking(true);
            }} />
        </div>
      )}
      {bad ? <p id="sms-transfer-error" className="sms-error" role="alert">{t('transfer.invalid', { max: personalStock })}</p> : null}
      <ConfirmDialog
        open={asking}
        title={t('transfer.confirmTitle')}
        body={t('transfer.confirmBody', { amount: value })}
        confirmLabel={t('transfer.confirm')}
        cancelLabel={t('transfer.cancel')}
        busy={transfer.isPending}
        icon="pi pi-arrow-right"
        testId="sms-transfer-confirm"
        onConfirm={confirm}
        onCancel={close}
      />
    </div>
  );
}
