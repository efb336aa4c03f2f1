// /apiDoc: the cloud API's reference, rendered from /openapi.json (generated from the shared wire schemas).
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import '../landing/landing.css';
import './apiDoc.css';

const ScalarReference = lazy(() => import('./ScalarReference'));

/** A chunk that fails to load (offline, a new deployment) says so instead of leaving an empty page. */
class LoadGuard extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Scalar's labels, in the order a reader meets them; Scalar has no locale option, so the Chinese page names them. */
const UI_TERMS = ['testRequest', 'search', 'authentication', 'server', 'models', 'copy'] as const;

/** Why the reference's own controls are English on the Chinese page, and what its English labels mean. */
function UiLanguageNote() {
  const { t } = useTranslation('apiDoc');
  return (
    <div className="apidoc-note" data-testid="apidoc-ui-note">
      <p data-testid="apidoc-ui-language">{t('uiLanguage')}</p>
      <ul className="apidoc-terms" data-testid="apidoc-ui-terms">
        {UI_TERMS.map((term) => (
          <li key={term}>{t(`uiTerms.${term}`)}</li>
        ))}
      </ul>
    </div>
  );
}

export default function ApiDocPage() {
  const { t } = useTranslation('apiDoc');
  const { go, lang } = useConsole();
  return (
    <div className="apidoc-page" data-testid="apidoc-page">
      <div className="apidoc-head">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        {lang === 'cn' ? <UiLanguageNote /> : null}
        <p className="apidoc-links">
          <a href="/openapi.json" data-testid="apidoc-json">{t('download')}</a>
          <a href="/login" onClick={(e) => { e.preventDefault(); go('/login'); }}>{t('signIn')}</a>
        </p>
      </div>
      <LoadGuard fallback={<p className="p-error" role="alert" data-testid="apidoc-error">{t('failed')}</p>}>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <div className="apidoc-reference" data-testid="apidoc-reference">
            <ScalarReference lang={lang} />
          </div>
        </Suspense>
      </LoadGuard>
    </div>
  );
}
