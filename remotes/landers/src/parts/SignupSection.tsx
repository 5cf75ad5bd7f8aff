import { useId, type ReactNode } from 'react';
import { Widget } from '@dating/ui';
import type { SearchStart } from '@dating/contract';

export interface SignupSectionProps {
  title: ReactNode;
  intro?: ReactNode;
  /** the searches the new account starts with (match-finder answers) */
  searchStart?: SearchStart;
  /** the member a landing is about: the new account's first conversation partner */
  profileId?: number;
  /** the anchor a page's call to action jumps to */
  id?: string;
  className?: string;
}

/** The signup remote's form on a landing page, under a heading that says what signing up gets the visitor. */
export function SignupSection({ title, intro, searchStart, profileId, id, className }: SignupSectionProps) {
  const headingId = useId();
  const props = { ...(searchStart ? { searchStart } : {}), ...(profileId ? { profileId } : {}) };
  return (
    <section id={id} className={['landers-signup', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="landers-section-title">
        {title}
      </h2>
      {intro && <p className="landers-signup__intro">{intro}</p>}
      <div className="landers-signup__form">
        <Widget name="signupForm" props={props} />
      </div>
    </section>
  );
}
