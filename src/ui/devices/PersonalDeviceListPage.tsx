import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { PageLoading } from '../common/PageLoading';
import { outcomeMessage } from '../../domain/resultCodes';
import { filterRows, sortRows } from './deviceRows';
import { useMachines } from './useMachines';
import { DeviceTable } from './DeviceTable';
import { DeviceCards } from './DeviceCards';

type View = 'list' | 'cards';

/** /index/?listType=list: the user's own devices. */
export default function PersonalDeviceListPage() {
  const { t } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const { http, lang } = useConsole();
  const { state, reload } = useMachines(http);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('list');
  // Typing stays responsive while a long list is filtered behind it.
  const deferredQuery = useDeferredValue(query);

  const sorted = useMemo(
    () => (state.status === 'ready' ? sortRows(state.rows, 'name', 1, lang) : []),
    [state, lang],
  );
  const visible = useMemo(() => filterRows(sorted, deferredQuery), [sorted, deferredQuery]);
  const cause = state.status === 'error' ? outcomeMessage(state.outcome) : undefined;
  const emptyMessage = sorted.length === 0 ? t('empty') : t('noMatch', { query: deferredQuery.trim() });

  return (
    <section className="device-page" aria-labelledby="device-page-title">
      <div className="device-toolbar">
        <h1 id="device-page-title">{t('title')}</h1>
        {state.status === 'ready' ? (
          <span className="device-count" data-testid="device-count">
            {t('count', { count: visible.length })}
          </span>
        ) : null}
        <span className="toolbar-spacer" />
        <span className="p-input-icon-left device-search">
          <label htmlFor="device-search" className="visually-hidden">
            {t('search.label')}
          </label>
          <InputText
            id="device-search"
            data-testid="device-search"
            type="search"
            value={query}
            placeholder={t('search.placeholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </span>
        <div className="view-toggle" role="group" aria-label={t('view.label')}>
          <Button
            type="button"
            icon="pi pi-list"
            data-testid="view-list"
            aria-label={t('view.list')}
            aria-pressed={view === 'list'}
            outlined={view !== 'list'}
            onClick={() => setView('list')}
          />
          <Button
            type="button"
            icon="pi pi-th-large"
            data-testid="view-cards"
            aria-label={t('view.cards')}
            aria-pressed={view === 'cards'}
            outlined={view !== 'cards'}
            onClick={() => setView('cards')}
          />
        </div>
      </div>
      <div className="device-body">
        {state.status === 'loading' ? <PageLoading /> : null}
        {cause ? (
          <div className="device-error" role="alert" data-testid="device-error">
            <p>{t('error')}</p>
            <p className="device-error-cause">{tAny(cause.key, cause.values)}</p>
            <Button icon="pi pi-refresh" label={tAny('common:actions.retry')} data-testid="device-retry" onClick={reload} />
          </div>
        ) : null}
        {state.status === 'ready' && view === 'list' ? (
          <DeviceTable rows={visible} lang={lang} emptyMessage={emptyMessage} />
        ) : null}
        {state.status === 'ready' && view === 'cards' ? <DeviceCards rows={visible} emptyMessage={emptyMessage} /> : null}
      </div>
    </section>
  );
}
