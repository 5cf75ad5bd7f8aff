import { useTranslation } from 'react-i18next';
import { useSettings } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { TopNav, type TopNavProps } from '../nav/TopNav';

/** /_dev/top-nav: the top navigation in each of its states, side by side. */
export default function DevTopNavPage(_props: RemotePageProps) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const base: TopNavProps = {
    siteName: settings.data?.name ?? '',
    memberName: null,
    unread: 0,
    newLikes: 0,
    credits: null,
    loggingOut: false,
    showLanguageSwitcher: true,
    onLogout: () => undefined,
    sample: true,
  };
  const member = t('dev.topNav.sampleName');
  const states: Array<{ key: string; props: TopNavProps }> = [
    { key: 'visitor', props: base },
    { key: 'member', props: { ...base, memberName: member } },
    { key: 'memberBadge', props: { ...base, memberName: member, unread: 4, newLikes: 3, credits: 24 } },
    { key: 'loggingOut', props: { ...base, memberName: member, unread: 4, newLikes: 3, loggingOut: true } },
    { key: 'noLanguage', props: { ...base, memberName: member, showLanguageSwitcher: false } },
  ];
  return (
    <div className="dev-page">
      <h1>{t('dev.topNav.title')}</h1>
      {states.map(({ key, props }) => (
        <section key={key} aria-labelledby={`dev-top-nav-${key}`} className="dev-page__sample">
          <h2 id={`dev-top-nav-${key}`}>{t(`dev.topNav.${key}`)}</h2>
          <TopNav {...props} />
        </section>
      ))}
    </div>
  );
}
