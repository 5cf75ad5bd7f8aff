import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Field as FormField, Form, useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@dating/contract';
import { a11y, IconButton, keepEmpty, TextArea } from '@dating/ui';
import { EmojiPicker } from './EmojiPicker';

/** From here on the composer shows how many characters are left. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

interface ComposerValues {
  text: string;
}

/** A message that was not sent, to put back into the composer; a new object each time it comes back. */
export interface ReturnedMessage {
  text: string;
}

export interface ComposerProps {
  /** the other member's name, for the field's label */
  name: string;
  /** the draft kept for this conversation, the field's text when it opens */
  initialDraft: string;
  /** each change of the text: the draft to keep */
  onDraftChange: (text: string) => void;
  /** the member typed (or picked an emoji): the other member sees it */
  onType: () => void;
  /** the message, trimmed: the field is empty again at once */
  onSend: (text: string) => void;
  /** a message that could not be sent goes back into the field, unless the member started another one */
  returned: ReturnedMessage | null;
  showEmojiButton: boolean;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing a
 * character does neither). At most MESSAGE_MAX_LENGTH characters, with the count left shown near the limit.
 */
export function Composer(props: ComposerProps) {
  const { name, initialDraft, onDraftChange, onType, onSend, returned, showEmojiButton } = props;
  const { t } = useTranslation('chat');
  const fieldId = useId();
  const counterId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // the kept draft opens the field; later changes of it are the member's own typing
  const [initialValues] = useState<ComposerValues>(() => ({ text: initialDraft }));

  const setText = (form: FormApi<ComposerValues>, text: string) => {
    form.change('text', text);
    onDraftChange(text);
  };

  const send = ({ text }: ComposerValues, form: FormApi<ComposerValues>) => {
    const message = text.trim();
    if (!message) return;
    setText(form, '');
    onSend(message);
  };

  return (
    <Form<ComposerValues>
      onSubmit={send}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => {
        const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void handleSubmit();
        };
        const insert = (emoji: string) => {
          const draft = form.getState().values.text;
          const el = field.current;
          const start = el?.selectionStart ?? draft.length;
          const end = el?.selectionEnd ?? draft.length;
          const next = `${draft.slice(0, start)}${emoji}${draft.slice(end)}`;
          if (next.length > MESSAGE_MAX_LENGTH) return;
          setText(form, next);
          onType();
          requestAnimationFrame(() => {
            el?.focus();
            el?.setSelectionRange(start + emoji.length, start + emoji.length);
          });
        };
        return (
          <form className="chat-composer" onSubmit={handleSubmit}>
            <label htmlFor={fieldId} className={a11y.visuallyHidden}>
              {t('composer.label', { name })}
            </label>
            <PutBack returned={returned} setText={setText} />
            {showEmojiButton && <EmojiPicker onPick={insert} />}
            <FormField<string> name="text" parse={keepEmpty}>
              {({ input }) => {
                const draft = input.value;
                const left = MESSAGE_MAX_LENGTH - draft.length;
                return (
                  <>
                    <TextArea
                      {...input}
                      ref={field}
                      id={fieldId}
                      className="chat-composer-field"
                      rows={1}
                      maxLength={MESSAGE_MAX_LENGTH}
                      placeholder={t('composer.placeholder')}
                      aria-describedby={draft.length >= COUNTER_FROM ? counterId : undefined}
                      onChange={(e) => {
                        input.onChange(e);
                        onDraftChange(e.target.value);
                        if (e.target.value) onType();
                      }}
                      onKeyDown={onKeyDown}
                    />
                    <IconButton
                      type="submit"
                      variant="primary"
                      label={t('composer.send')}
                      icon={<SendHorizontal aria-hidden="true" />}
                      disabled={!draft.trim()}
                    />
                    {draft.length >= COUNTER_FROM && (
                      <p
                        id={counterId}
                        className={`chat-counter${left === 0 ? ' chat-counter--full' : ''}`}
                        aria-live="polite"
                      >
                        {t('composer.left', { count: left, max: MESSAGE_MAX_LENGTH })}
                      </p>
                    )}
                  </>
                );
              }}
            </FormField>
          </form>
        );
      }}
    />
  );
}

/** Puts a returned message into the field when it comes back, if the field is empty. */
function PutBack({
  returned,
  setText,
}: {
  returned: ReturnedMessage | null;
  setText: (form: FormApi<ComposerValues>, text: string) => void;
}) {
  const form = useForm<ComposerValues>();
  const latestSetText = useRef(setText);
  useEffect(() => {
    latestSetText.current = setText;
  });
  useEffect(() => {
    if (returned && !form.getState().values.text) latestSetText.current(form, returned.text);
  }, [returned, form]);
  return null;
}
