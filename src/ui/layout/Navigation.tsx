import { Link, useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../domain/unread';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { useQuery } from '@tanstack/react-query';
import { permissionQuery } from '../enterpriseDevices/queries';
import { isCurrent, navItems, type NavFacts } from './navItems';

export function Navigation(props: Omit<NavFacts, 'manager'>) {
  const { t } = useTranslation('layout');
  const { http, lang, unread } = useConsole();
  const permission = useQuery(permissionQuery(http, props.eid));
  const facts: NavFacts = { ...props, manager: permission.data?.status === 'ready' && permission.data.permission.manager };
  const location = useLocation();
  const shown = useSelector(unread, (s) => s.context.shown);
  const badge = badgeText(shown);
  return (
    <nav className="main-nav" id="main-nav" aria-label={t('nav.label')}>
      <ul>
        {navItems(facts).map((item) => {
          const current = isCurrent(item, location.pathname, location.search);
          return (
            <li key={item.key}>
              <Link
                to={withLang(item.path, lang)}
                data-testid={`nav-${item.key}`}
                aria-current={current ? 'page' : undefined}
                className={current ? 'active' : undefined}
              >
                <i className={`pi ${item.icon}`} aria-hidden="true" />
                <span>{t(`nav.${item.key}`)}</span>
                {item.key === 'msgCenter' && badge ? (
                  <span className="unread-badge" data-testid="unread-badge" aria-label={t('header.unread', { count: shown })}>
                    {badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
