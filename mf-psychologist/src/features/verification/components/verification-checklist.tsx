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
 * What verification still needs, while the psychologist is not verified: undefined while anything it reads is loading
 * (so an item is never shown as missing by mistake), null when there is nothing to show (verified).
 */
export function useVerificationChecklist(): ChecklistItem[] | null | undefined {
  const status = useVerificationStatus();
  const professional = useProfessionalProfile();
  const documents = useDocuments();
  const schedule = useSchedule();
  const suggestion = useMySuggestion();
  const price = useMyPrice();
  const current = status.data?.verification_status;
  if (current === 'VERIFIED') return null;
  // A failed read shows no checklist rather than holding the page: the tabs say what failed.
  if ([status, professional, documents, schedule, suggestion, price].some((query) => query.isError)) return null;
  if (current === undefined || !professional.data || !documents.data || !schedule.data || suggestion.data === undefined || price.data === undefined) return undefined;
  return verificationChecklist({
    professional: professional.data,
    documents: documents.data,
    schedule: schedule.data.schedule_config,
    hasPrice: suggestion.data !== null || (price.data?.price ?? null) !== null,
  });
}

/** 'Mi Perfil' while the psychologist is not verified: each item links to the tab where it is done. */
export function VerificationChecklist({ items, hrefOf }: { items: ChecklistItem[]; hrefOf: (tab: ChecklistTab) => string }) {
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
