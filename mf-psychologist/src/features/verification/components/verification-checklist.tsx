import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, Heading, HStack, Link, List, Stack, Text } from '@emind/web-ui';
import { useDocuments } from '../../documents/index.ts';
import { useMyPrice, useMySuggestion } from '../../pricing/index.ts';
import { useProfessionalProfile } from '../../professional-info/index.ts';
import { useSchedule } from '../../schedule/index.ts';
import { useVerificationStatus } from '../api/get-verification-status.ts';
import { verificationChecklist, type ChecklistItem, type ChecklistTab } from '../lib/verification-checklist.ts';

function ChecklistRow({ item, hrefOf }: { item: ChecklistItem; hrefOf: (tab: ChecklistTab) => string }) {
  return (
    <List.Item data-done={item.done} py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack align="start" gap="3">
        <Text as="span" aria-hidden="true" fontWeight="bold" color={item.done ? 'green.700' : 'fg.muted'} w="4">{item.done ? '✓' : '○'}</Text>
        <Stack gap="0" flex="1" minW="0">
          <Link asChild fontWeight="semibold" color="brand.700" textDecoration="underline">
            <RouterLink to={hrefOf(item.tab)}>{item.label}</RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">{item.detail}</Text>
        </Stack>
        <Badge colorPalette={item.done ? 'green' : 'orange'} variant="subtle" flexShrink={0}>{item.done ? 'Listo' : 'Falta'}</Badge>
      </HStack>
    </List.Item>
  );
}

/**
 * 'Mi Perfil' while the psychologist is not verified: what verification still needs, each item linking to the tab
 * where it is done. Drawn once everything it reads has loaded, so it never shows an item as missing by mistake.
 */
export function VerificationChecklist({ hrefOf }: { hrefOf: (tab: ChecklistTab) => string }) {
  const status = useVerificationStatus();
  const professional = useProfessionalProfile();
  const documents = useDocuments();
  const schedule = useSchedule();
  const suggestion = useMySuggestion();
  const price = useMyPrice();
  // Nothing once verified, nor while the status is unknown (as the home's banner).
  const current = status.data?.verification_status;
  if (current === undefined || current === 'VERIFIED') return null;
  if (!professional.data || !documents.data || !schedule.data || suggestion.data === undefined || price.data === undefined) return null;
  const items = verificationChecklist({
    professional: professional.data,
    documents: documents.data,
    schedule: schedule.data.schedule_config,
    hasPrice: suggestion.data !== null || (price.data?.price ?? null) !== null,
  });
  const done = items.filter((item) => item.done).length;
  return (
    <Card.Root as="section" aria-labelledby="verification-checklist-title" data-testid="verification-checklist">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id="verification-checklist-title">Completa tu verificación</Heading>
        <Text color="fg.muted">
          {done === items.length
            ? 'Tienes todo lo necesario: un administrador revisará tus documentos (hasta 48 horas hábiles).'
            : `Llevas ${done} de ${items.length}. Completa lo que falta para que un administrador pueda verificarte.`}
        </Text>
        <List.Root as="ul" listStyle="none" aria-label="Requisitos de verificación">
          {items.map((item) => <ChecklistRow key={item.key} item={item} hrefOf={hrefOf} />)}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
