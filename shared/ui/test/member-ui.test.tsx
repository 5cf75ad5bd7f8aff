import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar } from '../src/avatar/Avatar';
import { LikeToggle } from '../src/like/LikeToggle';
import { i18nWrapper, uiI18n } from './helpers/ui-i18n';

describe('Avatar', () => {
  it('shows the photo with its text alternative at the asked size', () => {
    render(<Avatar src="/media/anna.jpg" alt="Profile photo of Anna" size="lg" />);
    const img = screen.getByRole('img', { name: 'Profile photo of Anna' });
    expect(img).toHaveAttribute('src', '/media/anna.jpg');
    expect(img).toHaveAttribute('width', '96');
  });

  it('is decorative without alt text (the name is shown beside it)', () => {
    const { container } = render(<Avatar src="/media/anna.jpg" size="sm" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('draws a hidden silhouette, not a letter, when there is no photo', () => {
    const { container } = render(
      <>
        <Avatar src={null} alt="Profile photo of Anna" />
        <Avatar />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const fallbacks = container.querySelectorAll('[aria-hidden="true"]');
    expect(fallbacks).toHaveLength(2);
    expect(fallbacks[0].querySelector('svg')).not.toBeNull();
    expect(fallbacks[0].textContent).toBe('');
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('LikeToggle', () => {
  it('is named after the member and tells its state with aria-pressed', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(<LikeToggle name="Anna" liked={false} onToggle={onToggle} />, {
      wrapper: i18nWrapper(await uiI18n('en')),
    });
    const like = await screen.findByRole('button', { name: 'Like Anna' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<LikeToggle name="Anna" liked onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Unlike Anna' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('waits while a like is pending', async () => {
    const onToggle = jest.fn();
    const wrapper = i18nWrapper(await uiI18n('en'));
    render(<LikeToggle name="Anna" liked={false} pending onToggle={onToggle} />, { wrapper });
    const button = await screen.findByRole('button', { name: 'Like Anna' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('speaks the member language', async () => {
    render(<LikeToggle name="Anna" liked={false} onToggle={() => {}} />, { wrapper: i18nWrapper(await uiI18n('de')) });
    expect(await screen.findByRole('button', { name: 'Anna gefällt mir' })).toBeInTheDocument();
  });
});
