import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useUser } from '@dating/api-client';
import type { User } from '@dating/contract';
import { SignupForm } from '../form/SignupForm';
import { nextStep, type SignupStep } from '../logic/steps';
import { ActivationStep } from '../steps/ActivationStep';
import { DoneStep } from '../steps/DoneStep';
import { LocationStep } from '../steps/LocationStep';
import { NotesStep } from '../steps/NotesStep';
import { PhotoStep } from '../steps/PhotoStep';
import { ProfileStep } from '../steps/ProfileStep';
import { PushStep } from '../steps/PushStep';
import type { StepProps } from '../steps/types';
import { ProgressDots } from './ProgressDots';

const STEPS: Record<Exclude<SignupStep, 0>, ComponentType<StepProps>> = {
  1: PushStep,
  2: PhotoStep,
  3: LocationStep,
  4: ProfileStep,
  5: NotesStep,
  6: ActivationStep,
  7: DoneStep,
};

/** Steps 0 to 7 with the progress dots; `initialStep` 0 starts with the account form. */
export function SignupFlow({ initialStep, profileId = null }: { initialStep: SignupStep; profileId?: number | null }) {
  const [step, setStep] = useState<SignupStep>(initialStep);
  const [created, setCreated] = useState<User | null>(null);
  const cached = useUser().data?.user ?? null;
  const user = cached ?? created;
  const Step = step === 0 ? null : STEPS[step];
  const flow = useFocusNewStep(step);
  return (
    <div ref={flow} className="signup-flow" data-step={step}>
      <ProgressDots step={step} />
      {Step && user ? (
        <div key={step} className="signup-flow__step">
          <Step user={user} onNext={() => setStep((s) => nextStep(s))} />
        </div>
      ) : (
        <SignupForm
          profileId={profileId}
          onCreated={(u, next) => {
            setCreated(u);
            setStep(next);
          }}
        />
      )}
    </div>
  );
}

/**
 * When the flow moves on (not when it opens), the new step's heading takes focus: a screen reader says
 * where the member is, and a phone scrolled down to the last step's buttons shows the new step's top.
 */
function useFocusNewStep(step: SignupStep) {
  const flow = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const box = flow.current;
    if (!box) return;
    box.querySelector<HTMLElement>('.signup-step__title')?.focus({ preventScroll: true });
    // the member tapped a button at the bottom of the last step: bring the new one's top into view
    // (scrollIntoView is optional-called: jsdom has none)
    const underTopBar = parseFloat(getComputedStyle(box).scrollMarginTop) || 0;
    if (box.getBoundingClientRect().top < underTopBar) box.scrollIntoView?.({ block: 'start' });
  }, [step]);
  return flow;
}
