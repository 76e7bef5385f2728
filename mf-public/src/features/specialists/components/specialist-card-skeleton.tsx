import { Card, HStack, Skeleton, Stack } from '@emind/web-ui';

export function SpecialistCardSkeleton() {
  return (
    <Card.Root rounded="2xl" data-testid="specialist-skeleton" aria-hidden>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="4">
            <Skeleton w="20" h="20" rounded="full" />
            <Stack flex="1" gap="2">
              <Skeleton h="5" w="70%" />
              <Skeleton h="4" w="50%" />
            </Stack>
          </HStack>
          <Skeleton h="4" />
          <Skeleton h="4" w="80%" />
          <Skeleton h="10" rounded="full" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
