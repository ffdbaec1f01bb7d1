import { useContext, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useNavigate } from 'react-router';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { getMemberToken, onMemberSessionCleared } from '../../../lib/member-session';
import { useProfile } from '../api/get-profile';
import { logOut } from '../api/logout';
import { memberKeys } from '../api/member-keys';
import { FeedbackSection } from '../components/feedback-section';
import { PointsSection } from '../components/points-section';
import { ProfileCard } from '../components/profile-card';
import { ListError, ListSkeleton } from '../components/section-states';
import { TripsSection } from '../components/trips-section';
import { MemberCentreParts } from '../model/centre-parts';
import { MemberTexts } from '../model/member-texts';
import { Page } from '../../../ui/page';
import pageStyles from '../../../ui/page/page.module.css';
import styles from '../components/centre.module.css';

const LOGIN = '/user/login';

function CentreView() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile(!!getMemberToken());
  const parts = useContext(MemberCentreParts);
  const look = { section: styles.section, title: styles.sectionTitle, intro: styles.sectionIntro };
  usePageDocumentTitle(t('centre.pageTitle'));
  // Logged out anywhere (the header's menu, another tab, a 401): the centre goes to login.
  useEffect(
    () =>
      onMemberSessionCleared(() => {
        queryClient.removeQueries({ queryKey: memberKeys.all });
        void navigate(LOGIN, { replace: true });
      }),
    [navigate, queryClient],
  );
  if (!getMemberToken()) return <Navigate to={LOGIN} replace />;

  return (
    <Page>
      <h1 className={pageStyles.title}>{t('centre.heading')}</h1>
      <div className={styles.layout}>
        <div className={styles.side}>
          {profile.isPending ? (
            <ListSkeleton rows={4} />
          ) : profile.isError ? (
            <ListError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
          ) : (
            <ProfileCard profile={profile.data} onLogout={() => void logOut()} />
          )}
        </div>
        <div className={styles.main}>
          <nav className={styles.jump} aria-label={t('centre.sectionsLabel')}>
            <a href="#trips">{t('trips.heading')}</a>
            {parts.map((part, i) => (
              <part.Jump key={i} />
            ))}
            <a href="#feedback">{t('feedback.heading')}</a>
            <a href="#points">{t('pointsSection.heading')}</a>
          </nav>
          <TripsSection />
          {parts.map((part, i) => (
            <part.Section key={i} look={look} />
          ))}
          <FeedbackSection />
          <PointsSection />
        </div>
      </div>
    </Page>
  );
}

/**
 * The view `member/centre` (/user/index): profile with avatar and editable nickname, trips,
 * messages and points, each paged. Without a token it goes to login; a 401 from any call or a
 * failed background check does the same (lib/api-client, lib/member-token-check).
 */
export default function MemberCentrePage() {
  return (
    <MemberTexts fallback={<ListSkeleton rows={6} />}>
      <CentreView />
    </MemberTexts>
  );
}
