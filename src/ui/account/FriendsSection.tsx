// The people who share a device with the user (POST user/selectFriendsList), phones masked.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import { NETWORK_ERROR_KEY } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { friendsQuery } from './queries';

export function FriendsSection() {
  const { t } = useTranslation('account');
  const { http } = useConsole();
  const friends = useQuery(friendsQuery(http));
  return (
    <section className="account-section" aria-labelledby="userinfo-friends">
      <h2 id="userinfo-friends">{t('friends.title')}</h2>
      {friends.isPending ? (
        <PageLoading />
      ) : friends.isError ? (
        <LoadError
          title={t('friends.loadFailed')}
          outcome={outcomeOf(friends.error) ?? { kind: 'network', messageKey: NETWORK_ERROR_KEY }}
          onRetry={() => void friends.refetch()}
          testId="friends-error"
          outlined
        />
      ) : friends.data.length === 0 ? (
        <p className="account-muted" data-testid="friends-empty">{t('friends.empty')}</p>
      ) : (
        <ul className="account-friends" data-testid="friends-list">
          {friends.data.map((f) => (
            <li key={f.userid}>
              <span className="account-friend-name">{f.name || t('friends.noName')}</span>
              {f.phone ? <span>{maskPhone(f.phone)}</span> : null}
              {f.email ? <span className="account-value">{f.email}</span> : null}
              <span className="account-muted">{t('friends.devices', { count: f.devices })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
