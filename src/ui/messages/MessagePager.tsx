// The message list's pager: previous, "page n of m", next.
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';

export function MessagePager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation('messages');
  return (
    <nav className="msg-pager" aria-label={t('pager.label')}>
      <ActionButton icon="pi pi-angle-left" text iconOnly label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
      <span data-testid="msg-page">{t('pager.position', { page, pages })}</span>
      <ActionButton icon="pi pi-angle-right" text iconOnly label={t('pager.next')} disabled={page >= pages} onClick={() => onPage(page + 1)} />
    </nav>
  );
}
