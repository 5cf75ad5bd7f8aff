import { useTranslation } from 'react-i18next';

/** '<name> is typing…', spoken politely, with three dots that pulse when motion is welcome. */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <p className="chat-typing" role="status" aria-live="polite">
      {typing && (
        <>
          <span className="chat-typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('typing', { name })}
        </>
      )}
    </p>
  );
}
