import { Badge, HStack, Link, Stack, Text } from '@emind/web-ui';
import type { PsychologistDetail } from '@emind/contracts';
import { DetailSection, InfoGrid } from './detail-section.tsx';

export function ProfessionalInfo({ psychologist: p }: { psychologist: PsychologistDetail }) {
  return (
    <DetailSection title="Información profesional">
      <InfoGrid
        rows={[
          ['Título profesional', p.professional_title],
          ['Registro de Superintendencia de Salud', p.health_register_number],
          ['Universidad', p.university],
          ['Año de titulación', p.graduation_year],
          ['Video de presentación', p.presentation_video_url ? <Link href={p.presentation_video_url} target="_blank" rel="noreferrer" color="brand.fg">Ver video</Link> : null],
        ]}
      />
      <Stack gap={1}>
        <Text fontSize="sm" color="fg.muted">Descripción de la experiencia</Text>
        <Text whiteSpace="pre-line">{p.experience_description || 'No especificado'}</Text>
      </Stack>
    </DetailSection>
  );
}

function TagGroup({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap={2}>
      <Text fontWeight="semibold" fontSize="sm">{title}</Text>
      {items.length === 0 ? <Text fontSize="sm" color="fg.muted">Sin selección</Text> : (
        <HStack gap={2} wrap="wrap">
          {items.map((item) => <Badge key={item} variant="subtle" colorPalette="brand">{item}</Badge>)}
        </HStack>
      )}
    </Stack>
  );
}

export function CatalogueSelections({ psychologist: p }: { psychologist: PsychologistDetail }) {
  return (
    <DetailSection title="Especialidades y poblaciones">
      <TagGroup title="Especialidades o Enfoques" items={p.specialties} />
      <TagGroup title="Poblaciones que Atiende" items={p.target_populations} />
      <TagGroup title="Áreas de Intervención" items={p.intervention_areas} />
    </DetailSection>
  );
}
