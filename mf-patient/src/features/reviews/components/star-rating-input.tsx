import { ratingValues } from '@emind/domain';
import { chakra, HStack } from '@emind/web-ui';

interface StarRatingInputProps {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  legend: string;
}

/**
 * Five stars as a native radio group: Tab reaches it, the arrow keys move the rating, and each star is read
 * out as 'N estrella(s)'. The radios are visually hidden; the stars are their labels.
 */
export function StarRatingInput({ name, value, onChange, legend }: StarRatingInputProps) {
  return (
    <chakra.fieldset border="0" p="0" m="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1">{legend}</chakra.legend>
      <HStack gap="1" role="radiogroup" aria-label={legend}>
        {ratingValues.map((rating) => (
          <chakra.label key={rating} cursor="pointer" fontSize="3xl" lineHeight="1" color={rating <= value ? 'orange.400' : 'gray.300'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', rounded: 'sm' }}>
            <chakra.input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={rating === 1 ? '1 estrella' : `${rating} estrellas`}
              position="absolute" opacity="0" width="1px" height="1px" overflow="hidden"
            />
            <span aria-hidden="true">★</span>
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}
