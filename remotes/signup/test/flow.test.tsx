import { fireEvent, screen, waitFor } from '@testing-library/react';
import { recordingApi, renderRemote } from '@dating/testing';
import { ProgressDots } from '../src/flow/ProgressDots';
import { SignupFlow } from '../src/flow/SignupFlow';
import en from '../src/locales/en.json';
import { newMember } from './helpers/member';

const user = newMember();
const resources = { en: { signup: en } };

describe('progress dots', () => {
  const dots = () => Array.from(document.querySelectorAll('.signup-dot')).map((d) => d.getAttribute('data-state'));

  it('marks the steps done, stands the current one out and says which step of seven it is', () => {
    renderRemote(<ProgressDots step={2} />, { resources });
    expect(dots()).toEqual(['done', 'done', 'current', 'todo', 'todo', 'todo', 'todo']);
    const bar = screen.getByRole('progressbar', { name: en.progress.label });
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 of 7');
    expect(bar).toHaveAttribute('aria-valuenow', '33');
  });

  it('starts at the first dot', () => {
    renderRemote(<ProgressDots step={0} />, { resources });
    expect(dots()[0]).toBe('current');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 7');
  });

  it('has every dot done on the last step', () => {
    renderRemote(<ProgressDots step={7} />, { resources });
    expect(dots()).toEqual(Array(7).fill('done'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 7 of 7');
  });
});

describe('moving on', () => {
  it("gives the next step's heading the focus, so its name is read and its top is shown", async () => {
    recordingApi((path) => (path === '/api/activate.php' ? { delivered: false } : { user }));
    renderRemote(<SignupFlow initialStep={5} />, { resources });
    const notes = await screen.findByRole('heading', { name: en.notes.title });
    // opening the flow leaves the focus where the page put it
    expect(notes).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: en.notes.skip }));
    const next = await screen.findByRole('heading', { name: en.activation.title });
    await waitFor(() => expect(next).toHaveFocus());
  });
});
