import { Badge, Flex } from '@emind/web-ui';

const SHOWN = 3;

/** Spec 1 §9: the first 3 specialties plus '+N más'. */
export function SpecialtyTags({ specialties }: { specialties: readonly string[] }) {
  const hidden = specialties.length - SHOWN;
  return (
    <Flex gap="1.5" wrap="wrap" aria-label="Especialidades">
      {specialties.slice(0, SHOWN).map((specialty) => (
        <Badge key={specialty} colorPalette="brand" variant="subtle" rounded="full" whiteSpace="normal">
          {specialty}
        </Badge>
      ))}
      {hidden > 0 ? (
        <Badge variant="outline" rounded="full">
          +{hidden} más
        </Badge>
      ) : null}
    </Flex>
  );
}
