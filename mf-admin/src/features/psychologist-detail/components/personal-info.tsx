import { genders, labelOf } from '@emind/domain';
import type { PsychologistDetail } from '@emind/contracts';
import { DetailSection, InfoGrid } from './detail-section.tsx';

export function PersonalInfo({ psychologist: p }: { psychologist: PsychologistDetail }) {
  return (
    <DetailSection title="Información personal">
      <InfoGrid
        rows={[
          ['Nombre', `${p.user.first_name} ${p.user.last_name}`.trim()],
          ['Correo electrónico', p.user.email],
          ['RUT', p.rut],
          ['Género', labelOf(genders, p.gender)],
          ['Teléfono', p.phone],
          ['Región', p.region],
          ['Comuna', p.city],
        ]}
      />
    </DetailSection>
  );
}
