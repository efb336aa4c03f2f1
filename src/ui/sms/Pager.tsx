import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';
import { SMS_PAGE_SIZE } from './queries';

/** Previous and next over pages of SMS_PAGE_SIZE (product.md section 9: 10 on every SMS list). */
export function Pager({ page, total, onPage, testId }: { page: number; total: number; onPage(page: number): void; testId: string }) {
  const { t } = useTranslation('sms');
  const pages = Math.max(1, Math.ceil(total / SMS_PAGE_SIZE));
  if (total <= SMS_PAGE_SIZE) return null;
  return (
    <nav className="sms-pager" aria-label={t('pager.label')}>
      <ActionButton outlined icon="pi pi-angle-left" label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-prev`} />
      <span data-testid={`${testId}-position`}>{t('pager.position', { page, pages, total })}</span>
      <ActionButton outlined icon="pi pi-angle-right" label={t('pager.next')} disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`} />
    </nav>
  );
}
