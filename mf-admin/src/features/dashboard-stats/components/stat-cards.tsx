import { Card, SimpleGrid, Text } from '@emind/web-ui';
import { formatThousands } from '@emind/domain';
import type { DashboardStats } from '@emind/contracts';
import { statCards } from '../lib/stat-shares.ts';

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap={4}>
      {statCards(stats).map((card) => (
        <Card.Root key={card.key} borderTopWidth="4px" borderTopColor={`${card.color}.solid`} data-testid={`stat-${card.key}`}>
          <Card.Body gap={1} p={4}>
            <Text fontSize="sm" color="fg.muted">{card.label}</Text>
            <Text fontSize="3xl" fontWeight="bold">{formatThousands(card.value)}</Text>
            <Text fontSize="xs" color="fg.muted">{card.percent === null ? 'Psicólogos y pacientes' : `${card.percent}% del total`}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
