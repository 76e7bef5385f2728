import { Box, Button, Collapsible, HStack, Stack, Text } from '@emind/web-ui';
import { API_BASE } from '@emind/web-api';
import { formatThousands } from '@emind/domain';
import type { DashboardStats } from '../api/get-dashboard-stats.ts';
import { statCards } from '../lib/stat-shares.ts';

/** A collapsed box for support: where the API is and what it counted. */
export function SystemInfo({ stats, refreshing, onRefresh }: { stats: DashboardStats; refreshing: boolean; onRefresh: () => void }) {
  const baseUrl = `${window.location.origin}${API_BASE}`;
  return (
    <Collapsible.Root>
      <Box borderWidth="1px" borderRadius="md" bg="bg">
        <Collapsible.Trigger asChild>
          <Button variant="ghost" w="full" justifyContent="space-between">Información del sistema</Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack gap={2} p={4} pt={0} fontSize="sm">
            <Text>URL base de la API: <Text as="span" fontFamily="mono">{baseUrl}</Text></Text>
            {statCards(stats).map((card) => (
              <Text key={card.key}>{card.label}: {formatThousands(card.value)}</Text>
            ))}
            <HStack>
              <Button size="sm" variant="outline" onClick={onRefresh} loading={refreshing}>Actualizar datos</Button>
            </HStack>
          </Stack>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
