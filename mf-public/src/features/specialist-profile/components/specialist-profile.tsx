import { lazy, Suspense, useDeferredValue } from 'react';
import { WithUi } from '@emind/web-ui/static';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@emind/web-api';
import { useCurrentUser } from '@emind/web-session';
import { paths } from '../../../config/paths';
import { usePublicProfile } from '../api/get-public-profile';
import { useSpecialistPrice } from '../api/get-specialist-price';
import { ProfileAcademic } from './profile-academic';
import { ProfileCancellationPolicy } from './profile-cancellation-policy';
import { ProfileExperience } from './profile-experience';
import { ProfileHeader } from './profile-header';
import { ProfileReviews } from './profile-reviews';
import { ProfileSpecialties } from './profile-specialties';
import { ProfileLoadError, ProfileLoading, ProfileUnavailable } from './profile-status';
import { ProfileVideo } from './profile-video';
import styles from './profile.module.css';

// Only a client who opens it downloads the booking modal, and Chakra with it: the profile is drawn without.
const BookingDialog = lazy(() => import('../../booking/index.ts'));

/** Spec 1 'Public specialist profile': loading, error, unavailable (the API's 404 for anyone not listed) or the full profile. */
export function SpecialistProfile({ id, bookingOpen = false }: { id: string; bookingOpen?: boolean }) {
  const profile = usePublicProfile(id);
  const price = useSpecialistPrice(id, profile.isSuccess);
  const viewerType = useCurrentUser()?.user_type ?? null;
  const navigate = useNavigate();
  // The page renders its data as a transition, which React splits into short tasks (a query's update alone would
  // render the whole profile in one task and block a phone's main thread).
  const data = useDeferredValue(profile.data);

  if (profile.isPending || (profile.isSuccess && !data)) return <ProfileLoading />;
  if (profile.isError && profile.error instanceof ApiError && profile.error.status === 404) {
    return (<><title>Especialista no disponible | e-mind</title><ProfileUnavailable /></>);
  }
  if (profile.isError || !data) return (<><title>Perfil no disponible | e-mind</title><ProfileLoadError /></>);

  const name = data.user ? `${data.user.first_name} ${data.user.last_name}`.trim() : '';
  const experiences = data.experiences ?? [];
  return (
    <div className={styles.stack}>
      <title>{`${name}${data.professional_title ? `, ${data.professional_title}` : ''} | e-mind`}</title>
      <ProfileHeader
        id={data.id}
        name={name}
        professionalTitle={data.professional_title ?? null}
        healthRegisterNumber={data.health_register_number ?? null}
        photo={data.profile_image ?? null}
        price={price.data?.price ?? data.price ?? null}
        viewerType={viewerType}
        freeTimes={data.next_free_times ?? []}
      />
      {bookingOpen && viewerType === 'client' ? (
        <Suspense fallback={null}>
          <WithUi>
            <BookingDialog psychologistId={id} specialistName={name} cancellationPolicy={data.cancellation_policy ?? null} onClose={() => navigate(paths.specialist.getHref(id), { replace: true })} />
          </WithUi>
        </Suspense>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <ProfileVideo url={data.presentation_video_url ?? null} />
          <ProfileExperience experiences={experiences.filter((e) => e.experience_type !== 'ASSISTANTSHIP')} description={data.experience_description ?? null} />
          <ProfileReviews id={id} />
        </div>
        <div className={styles.stack}>
          <ProfileSpecialties specialties={data.specialties ?? []} interventionAreas={data.intervention_areas ?? []} targetPopulations={data.target_populations ?? []} />
          <ProfileAcademic university={data.university ?? null} graduationYear={data.graduation_year ?? null} assistantships={experiences.filter((e) => e.experience_type === 'ASSISTANTSHIP')} />
          <ProfileCancellationPolicy policy={data.cancellation_policy ?? null} />
        </div>
      </div>
    </div>
  );
}
