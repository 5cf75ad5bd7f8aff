import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Smile } from 'lucide-react';
import { IconButton, Popover } from '@dating/ui';

/** A small set that covers a first conversation; no emoji library (its data alone outweighs this remote). */
export const EMOJIS = [
  '😀', '😂', '😊', '😍', '🥰', '😘', '😉', '😎',
  '🤔', '😅', '😢', '😮', '👍', '👋', '🙏', '👏',
  '❤️', '💕', '🔥', '✨', '🌹', '🎉', '☕', '🍷',
]; // prettier-ignore

/** The emoji button (template flag chat.showEmojiButton): a grid of emoji, each a button named by the emoji. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      placement="top-start"
      label={t('composer.emoji')}
      className="chat-emoji-panel"
      trigger={<IconButton label={t('composer.emoji')} icon={<Smile aria-hidden="true" />} pressed={open} />}
      content={
        <ul className="chat-emoji-grid">
          {EMOJIS.map((emoji) => (
            <li key={emoji}>
              <button
                type="button"
                className="chat-emoji"
                onClick={() => {
                  onPick(emoji);
                  setOpen(false);
                }}
              >
                {emoji}
              </button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
