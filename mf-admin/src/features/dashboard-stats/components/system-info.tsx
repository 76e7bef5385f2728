import { useId, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@emind/web-ui';
import { API_BASE } from '@emind/web-api';
import { formatThousands } from '@emind/domain';
import type { DashboardStats } from '@emind/contracts';
import { statCards } from '../lib/stat-shares.ts';

/**
 * A collapsed box for support: where the API is and what it counted. A plain disclosure button (aria-expanded), not
 * Chakra's Collapsible: that would add the shell's accordion and tabs chunk to the admin's first page.
 */
export function SystemInfo({ stats, refreshing, onRefresh }: { stats: DashboardStats; refreshing: boolean; onRefresh: () => void }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const baseUrl = `${window.location.origin}${API_BASE}`;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg">
      <Button variant="ghost" w="full" justifyContent="space-between" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
        Información del sistema
      </Button>
      {open ? (
        <Stack id={contentId} gap={2} p={4} pt={0} fontSize="sm">
          <Text>URL base de la API: <Text as="span" fontFamily="mono">{baseUrl}</Text></Text>
          {statCards(stats).map((card) => (
            <Text key={card.key}>{card.label}: {formatThousands(card.value)}</Text>
          ))}
          <HStack>
            <Button size="sm" variant="outline" onClick={onRefresh} loading={refreshing}>Actualizar datos</Button>
          </HStack>
        </Stack>
      ) : null}
    </Box>
  );
}
