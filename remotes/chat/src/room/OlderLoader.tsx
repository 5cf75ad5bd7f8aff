import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dating/ui';

/**
 * The top of the conversation while older messages exist: they load by themselves when it scrolls into view, and
 * the button does the same for keyboards and screen readers.
 */
export function OlderLoader({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation('chat');
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  latest.current = onLoad;
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="chat-older">
      <Button variant="ghost" loading={loading} onClick={onLoad}>
        {t('room.older')}
      </Button>
    </div>
  );
}
