import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../domain/constants';
import { useConsole } from '../app/consoleContext';

/** A native select: keyboard and screen readers work without extra effort. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { lang, setLang } = useConsole();
  return (
    <label className="lang-switch">
      <i className="pi pi-globe" aria-hidden="true" />
      <span className="visually-hidden">{t('language.switchTo')}</span>
      <select
        data-testid="lang-switch"
        value={lang}
        onChange={(event) => {
          const next = LANGUAGES.find((code) => code === event.target.value);
          if (next) setLang(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code === 'cn' ? 'zh-CN' : 'en'}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
