import { Text } from '@emind/web-ui';

/** 'N Especialista(s) verificado(s)', singular for exactly one. */
export function specialistsCountLabel(count: number): string {
  return count === 1 ? '1 Especialista verificado' : `${count} Especialistas verificados`;
}

export function SpecialistsCounter({ count }: { count: number | null }) {
  return (
    <Text fontWeight="semibold" color="brand.800" aria-live="polite" data-testid="specialists-counter">
      {count === null ? '\u00a0' : specialistsCountLabel(count)}
    </Text>
  );
}
