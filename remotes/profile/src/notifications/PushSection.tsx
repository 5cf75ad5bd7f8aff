import { useEffect, useId, useState } from 'react';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServerPushEndpoints } from '@dating/api-client';
import { isPushSubscribed, usePush, type PushStateStore } from '@dating/push';
import { Button, Card, ErrorNotice, Skeleton, LoadingRegion } from '@dating/ui';
import { LastMessage } from './LastMessage';
import { pushViewOf } from './push-view';
import '../headings.css';

/**
 * Push on this device (docs/product.md §3): capable or not; on, off, blocked ('denied', which counts as off) or
 * unknown after an error, with the way on for each; and the last message received. Members only
 * (docs/product.md §6): the page is behind login.
 */
export function PushSection() {
  const { t } = useTranslation('profile');
  const id = useId();
  const { state, publicKey, subscribe, unsubscribe, refresh } = usePush();
  const [lastAction, setLastAction] = useState<'subscribe' | 'unsubscribe' | null>(null);
  const view = pushViewOf(state);
  useServerCopy(state.isSubscribed, subscribe);

  const run = (action: 'subscribe' | 'unsubscribe') => {
    setLastAction(action);
    void (action === 'subscribe' ? subscribe() : unsubscribe());
  };
  const retry = () => (lastAction ? run(lastAction) : void refresh());

  return (
    <Card padding="lg" className="profile-notif-section">
      <section aria-labelledby={`${id}-push`} className="profile-notif-stack">
        <h2 id={`${id}-push`} className="profile-section-heading">
          {view === 'on' ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
          {t('notifications.push.heading')}
        </h2>
        <p className="profile-notif-text">{t('notifications.push.lead')}</p>
        {view === 'checking' ? (
          <LoadingRegion label={t('notifications.push.checking')}>
            <Skeleton height="var(--touch-target)" />
          </LoadingRegion>
        ) : (
          <p role="status" className="profile-notif-state" data-state={view}>
            {t(`notifications.push.state.${view}`)}
          </p>
        )}
        {view === 'unsupported' && <p className="profile-notif-text">{t('notifications.push.unsupported_help')}</p>}
        {view === 'denied' && (
          <div className="profile-notif-stack">
            <p className="profile-notif-text">{t('notifications.push.denied_help')}</p>
            <ol className="profile-notif-steps">
              <li>{t('notifications.push.denied_step_1')}</li>
              <li>{t('notifications.push.denied_step_2')}</li>
              <li>{t('notifications.push.denied_step_3')}</li>
            </ol>
            <div className="profile-notif-actions">
              <Button variant="secondary" onClick={() => void refresh()}>
                {t('notifications.push.check_again')}
              </Button>
            </div>
          </div>
        )}
        {view === 'unknown' && (
          <ErrorNotice
            action={
              <Button variant="secondary" loading={state.busy} onClick={retry}>
                {t('notifications.push.retry')}
              </Button>
            }
          >
            {t('notifications.push.error')}
          </ErrorNotice>
        )}
        {view === 'off' && (
          <div className="profile-notif-actions">
            <Button loading={state.busy} disabled={!publicKey} onClick={() => run('subscribe')}>
              <Bell aria-hidden="true" />
              {t('notifications.push.subscribe')}
            </Button>
          </div>
        )}
        {view === 'on' && (
          <div className="profile-notif-actions">
            <Button variant="secondary" loading={state.busy} onClick={() => run('unsubscribe')}>
              <BellOff aria-hidden="true" />
              {t('notifications.push.unsubscribe')}
            </Button>
          </div>
        )}
        {state.isCapable && <LastMessage message={state.lastMessage} headingId={`${id}-last`} />}
      </section>
    </Card>
  );
}

/**
 * A subscription of this browser that the server does not have (it was forgotten after a push service said it
 * was gone, or the browser belonged to another account) is registered again: docs/product.md §5 registers a
 * subscription whenever the browser is subscribed and not denied.
 */
function useServerCopy(isSubscribed: PushStateStore['isSubscribed'], subscribe: () => Promise<void>) {
  const endpoint = isPushSubscribed(isSubscribed) ? isSubscribed.endpoint : null;
  const endpoints = useServerPushEndpoints({ enabled: endpoint !== null });
  const missing = endpoint !== null && endpoints.data !== undefined && !endpoints.data.endpoints.includes(endpoint);
  useEffect(() => {
    if (missing) void subscribe();
  }, [missing, subscribe]);
}
