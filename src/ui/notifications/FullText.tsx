// The whole of a clipped text, one click away: opened as plain text in a new tab, where the browser shows even
// megabytes without the console's layout paying for it.
import { useTranslation } from 'react-i18next';

function openFullText(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  window.open(url, '_blank', 'noopener');
  // The new tab has read the text by then; the URL need not outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function FullTextButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('notifications');
  return (
    <button type="button" className="live-action live-full-text" data-testid={testId} onClick={() => openFullText(text)}>
      {t('fullText')}
    </button>
  );
}
