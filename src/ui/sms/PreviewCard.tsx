import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_SEGMENT_LENGTH, SMS_SINGLE_LIMIT } from '../../domain/constants';
import { alarmSmsText, smsPreview } from '../../domain/smsQuota';

/** What an alarm SMS looks like and how many SMS it costs (product.md section 5: 70, then 67 per SMS). */
export function PreviewCard() {
  const { t } = useTranslation('sms');
  const [text, setText] = useState(() => alarmSmsText(t('preview.sampleDevice'), t('preview.sampleAlarm')));
  const { length, segments } = smsPreview(text);
  return (
    <section className="sms-card sms-preview" aria-labelledby="sms-preview-title">
      <h2 id="sms-preview-title">{t('preview.title')}</h2>
      <div className="sms-field">
        <label htmlFor="sms-preview-text">{t('preview.label')}</label>
        <textarea id="sms-preview-text" className="p-inputtext p-component" value={text} onChange={(e) => setText(e.target.value)}
          aria-describedby="sms-preview-counts sms-preview-rule" data-testid="sms-preview-text" />
      </div>
      <p id="sms-preview-counts" aria-live="polite" data-testid="sms-preview-counts" data-segments={segments}>
        {t('preview.counts', { length, segments })}
      </p>
      <p id="sms-preview-rule" className="sms-hint">{t('preview.rule', { single: SMS_SINGLE_LIMIT, part: SMS_SEGMENT_LENGTH })}</p>
    </section>
  );
}
