import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@dating/contract';
import { a11y, IconButton, TextArea } from '@dating/ui';
import { EmojiPicker } from './EmojiPicker';

/** From here on the composer shows how many characters are left. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

export interface ComposerProps {
  /** the other member's name, for the field's label */
  name: string;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  showEmojiButton: boolean;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing a
 * character does neither). At most MESSAGE_MAX_LENGTH characters, with the count left shown near the limit.
 */
export function Composer({ name, draft, onDraftChange, onSend, showEmojiButton }: ComposerProps) {
  const { t } = useTranslation('chat');
  const fieldId = useId();
  const counterId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const canSend = draft.trim().length > 0;
  const left = MESSAGE_MAX_LENGTH - draft.length;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const insert = (emoji: string) => {
    const el = field.current;
    const start = el?.selectionStart ?? draft.length;
    const end = el?.selectionEnd ?? draft.length;
    const next = `${draft.slice(0, start)}${emoji}${draft.slice(end)}`;
    if (next.length > MESSAGE_MAX_LENGTH) return;
    onDraftChange(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor={fieldId} className={a11y.visuallyHidden}>
        {t('composer.label', { name })}
      </label>
      {showEmojiButton && <EmojiPicker onPick={insert} />}
      <TextArea
        ref={field}
        id={fieldId}
        className="chat-composer-field"
        rows={1}
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('composer.placeholder')}
        aria-describedby={draft.length >= COUNTER_FROM ? counterId : undefined}
        onChange={(e) => onDraftChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <IconButton
        type="submit"
        variant="primary"
        label={t('composer.send')}
        icon={<SendHorizontal aria-hidden="true" />}
        disabled={!canSend}
      />
      {draft.length >= COUNTER_FROM && (
        <p id={counterId} className={`chat-counter${left === 0 ? ' chat-counter--full' : ''}`} aria-live="polite">
          {t('composer.left', { count: left, max: MESSAGE_MAX_LENGTH })}
        </p>
      )}
    </form>
  );
}
