import type { Profile } from '@emind/contracts';
import { ProfilePage, type ProfileTab } from '@emind/web-account';
import { Separator, Stack } from '@emind/web-ui';
import { CancellationPolicySection } from '../../features/cancellation-policy/components/cancellation-policy-section.tsx';
import { DocumentsSection } from '../../features/documents/components/documents-section.tsx';
import { PricingSection } from '../../features/pricing/components/pricing-section.tsx';
import { ProfessionalInfoSection } from '../../features/professional-info/components/professional-info-section.tsx';
import { ScheduleSection } from '../../features/schedule/components/schedule-section.tsx';
import { TimeOffSection } from '../../features/schedule/components/time-off/time-off-section.tsx';
import { useVerificationChecklist, VerificationChecklist } from '../../features/verification/components/verification-checklist.tsx';
import { paths } from '../../config/paths.ts';

/** The psychologist's tabs, between 'Datos Básicos' and 'Datos Bancarios' in the spec's order. */
function psychologistTabs(profile: Profile): ProfileTab[] {
  return [
    { value: 'professional', label: 'Información Profesional', content: <ProfessionalInfoSection gender={profile.gender} /> },
    {
      value: 'schedule-pricing',
      label: 'Horarios y Tarifas',
      content: (
        <Stack gap={8}>
          <ScheduleSection />
          <TimeOffSection agendaHref={(date) => `${paths.schedule.getHref()}?date=${date}&view=day`} />
          <Separator />
          <PricingSection />
          <Separator />
          <CancellationPolicySection />
        </Stack>
      ),
    },
    { value: 'documents', label: 'Documentos', content: <DocumentsSection /> },
  ];
}

export function ProfileRoute() {
  const checklist = useVerificationChecklist();
  const intro = checklist ? <VerificationChecklist items={checklist} hrefOf={(tab) => `${paths.profile.getHref()}?tab=${tab}`} /> : null;
  return <ProfilePage role="psychologist" extraTabs={psychologistTabs} intro={intro} introPending={checklist === undefined} />;
}
