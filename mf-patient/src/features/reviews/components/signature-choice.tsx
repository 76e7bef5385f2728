import { publicPatientName, VERIFIED_PATIENT_SIGNATURE, type ReviewSignature } from '@emind/domain';
import { useCurrentUser } from '@emind/web-session';
import { chakra, HStack, Stack, Text } from '@emind/web-ui';

interface SignatureChoiceProps {
  name: string;
  value: ReviewSignature;
  onChange: (signature: ReviewSignature) => void;
}

/** How the public profile will sign the review, chosen before sending: 'Camila S.' (the default) or 'Paciente verificado'. */
export function SignatureChoice({ name, value, onChange }: SignatureChoiceProps) {
  const user = useCurrentUser();
  const ownName = publicPatientName(user?.first_name ?? '', user?.last_name ?? '');
  const options: [ReviewSignature, string][] = [['first_name_initial', ownName], ['verified_patient', VERIFIED_PATIENT_SIGNATURE]];
  const shownAs = options.find(([signature]) => signature === value)?.[1] ?? ownName;
  return (
    <chakra.fieldset border="0" p="0" m="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1">Firma de tu valoración</chakra.legend>
      <Stack gap="1">
        {options.map(([signature, label]) => (
          <HStack as="label" key={signature} gap="2" cursor="pointer">
            <input type="radio" name={name} value={signature} checked={value === signature} onChange={() => onChange(signature)} />
            <Text as="span">{label}</Text>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="1">En tu perfil público se verá firmada como «{shownAs}».</Text>
    </chakra.fieldset>
  );
}
