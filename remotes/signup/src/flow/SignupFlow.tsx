import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useUser } from '@dating/api-client';
import type { User } from '@dating/contract';
import { SignupForm } from '../form/SignupForm';
import { SignupLoading } from '../layout/SignupLoading';
import { nextStep, type SignupStep } from '../logic/steps';
import type { StepProps } from '../steps/types';
import { ProgressDots } from './ProgressDots';

/**
 * The steps after the account form, each its own chunk: a first visit to /signup or a landing page loads the form
 * alone (issue 29), and the steps load while the visitor fills it in (warmSteps).
 */
const STEP_MODULES: Record<Exclude<SignupStep, 0>, () => Promise<ComponentType<StepProps>>> = {
  1: () => import('../steps/PushStep').then((m) => m.PushStep),
  2: () => import('../steps/PhotoStep').then((m) => m.PhotoStep),
  3: () => import('../steps/LocationStep').then((m) => m.LocationStep),
  4: () => import('../steps/ProfileStep').then((m) => m.ProfileStep),
  5: () => import('../steps/NotesStep').then((m) => m.NotesStep),
  6: () => import('../steps/ActivationStep').then((m) => m.ActivationStep),
  7: () => import('../steps/DoneStep').then((m) => m.DoneStep),
};
const lazyStep = (load: () => Promise<ComponentType<StepProps>>) =>
  lazy(() => load().then((Step) => ({ default: Step })));
const STEPS: Record<Exclude<SignupStep, 0>, ComponentType<StepProps>> = {
  1: lazyStep(STEP_MODULES[1]),
  2: lazyStep(STEP_MODULES[2]),
  3: lazyStep(STEP_MODULES[3]),
  4: lazyStep(STEP_MODULES[4]),
  5: lazyStep(STEP_MODULES[5]),
  6: lazyStep(STEP_MODULES[6]),
  7: lazyStep(STEP_MODULES[7]),
};

/** Loads every step's chunk once the browser is idle: moving on from the form then waits for nothing. */
function useWarmSteps() {
  useEffect(() => {
    const warm = () => Object.values(STEP_MODULES).forEach((load) => void load().catch(() => undefined));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warm, 1000);
    return () => window.clearTimeout(id);
  }, []);
}

/** Steps 0 to 7 with the progress dots; `initialStep` 0 starts with the account form. */
export function SignupFlow({ initialStep, profileId = null }: { initialStep: SignupStep; profileId?: number | null }) {
  const [step, setStep] = useState<SignupStep>(initialStep);
  const [created, setCreated] = useState<User | null>(null);
  const cached = useUser().data?.user ?? null;
  const user = cached ?? created;
  const Step = step === 0 ? null : STEPS[step];
  const flow = useFocusNewStep(step);
  useWarmSteps();
  // In a transition: the step on screen stays until the next one's chunk is in, never a loading frame between.
  const moveTo = (next: (current: SignupStep) => SignupStep) => startTransition(() => setStep(next));
  return (
    <div ref={flow} className="signup-flow" data-step={step}>
      <ProgressDots step={step} />
      {/* one boundary around every step: a transition keeps the step on screen while the next one loads */}
      <Suspense fallback={<SignupLoading />}>
        {Step && user ? (
          <div key={step} className="signup-flow__step">
            <Step user={user} onNext={() => moveTo(nextStep)} />
          </div>
        ) : (
          <SignupForm
            profileId={profileId}
            onCreated={(u, next) => {
              setCreated(u);
              moveTo(() => next);
            }}
          />
        )}
      </Suspense>
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
