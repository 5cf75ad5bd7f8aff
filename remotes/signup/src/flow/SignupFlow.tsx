import { useState, type ComponentType } from 'react';
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
  return (
    <div className="signup-flow">
      <ProgressDots step={step} />
      {Step && user ? (
        <Step key={step} user={user} onNext={() => setStep((s) => nextStep(s))} />
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
