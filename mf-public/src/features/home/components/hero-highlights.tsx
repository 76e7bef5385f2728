import { Badge, Flex } from '@emind/web-ui';

export const heroHighlights = ['Sesiones flexibles', 'Psicólogos certificados', 'Precios accesibles'];

export function HeroHighlights({ justify = 'flex-start' }: { justify?: 'flex-start' | 'center' }) {
  return (
    <Flex as="ul" wrap="wrap" gap="2" justify={justify} listStyleType="none">
      {heroHighlights.map((item) => (
        <Badge as="li" key={item} colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3" py="1">
          ✓ {item}
        </Badge>
      ))}
    </Flex>
  );
}
