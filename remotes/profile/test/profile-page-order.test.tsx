import { act, screen } from '@testing-library/react';
import { heldFrames } from '@dating/testing';
import en from '../src/locales/en.json';
import { mount, user } from './profile-page-mount';

// Which of the page's lazy parts were asked for: a module is required when its chunk would be fetched.
const mockAsked: string[] = [];
jest.mock('../src/account/EmailSection', () => {
  mockAsked.push('email section');
  return jest.requireActual('../src/account/EmailSection');
});
jest.mock('../src/photos/PhotoManager', () => {
  mockAsked.push('photo manager');
  return jest.requireActual('../src/photos/PhotoManager');
});

// The browser's frames, run when the test says: the form's paint is one of them.
const frames = heldFrames();

test('the sections under the form are asked for once it has painted; the photos above it with the form', async () => {
  const { answerUser } = mount();
  await act(async () => answerUser({ user }));
  expect(await screen.findByLabelText(en.fields.name)).toHaveValue('Anna');
  expect(mockAsked).toEqual(['photo manager']);
  // the frame that paints the form; the sections come in the task after it
  await frames.paint();
  expect(await screen.findByRole('heading', { name: en.credentials.email_change.title })).toBeInTheDocument();
  expect(mockAsked).toEqual(['photo manager', 'email section']);
});
