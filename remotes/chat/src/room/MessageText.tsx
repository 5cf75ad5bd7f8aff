import { splitLinks } from '../format/links';

/**
 * A message's text, always as text (React escapes it: markup in a message shows as the characters typed). Web
 * addresses become links only when the message allows them (spec: not between members who never wrote to each
 * other before); the link leaves the site without telling it where it came from.
 */
export function MessageText({ text, linksAllowed }: { text: string; linksAllowed: boolean }) {
  if (!linksAllowed) return <>{text}</>;
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="chat-msg-link">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
