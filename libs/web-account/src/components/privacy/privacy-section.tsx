import { Heading, Separator, Stack } from '@emind/web-ui';
import type { AccountRole } from '../../types.ts';
import { AccessLogSection } from './access-log-section.tsx';
import { ConsentsSection } from './consents-section.tsx';
import { ErasureSection } from './erasure-section.tsx';
import { ExportSection } from './export-section.tsx';

/** 'Privacidad y datos' (Ley 21.719): consents, the export, the access log and the erasure, for every role. */
export function PrivacySection({ role }: { role: AccountRole }) {
  return (
    <Stack gap={8}>
      <Heading as="h2" size="lg">Privacidad y datos</Heading>
      <ConsentsSection />
      <Separator />
      <ExportSection />
      <Separator />
      <AccessLogSection role={role} />
      <Separator />
      <ErasureSection role={role} />
    </Stack>
  );
}
