import { crisisHelpLines, crisisLineHref } from '@emind/domain/measures';
import { Link, List, Text } from '@emind/web-ui';

/** Where to get help now, each line a tap to call on a phone: for the patient who needs it and the psychologist who passes it on. */
export function CrisisLineList() {
  return (
    <List.Root gap="2" ps="5">
      {crisisHelpLines.map((line) => (
        <List.Item key={line.phone}>
          <Link href={crisisLineHref(line.phone)} fontWeight="bold" color="red.800">{line.name}: {line.phone}</Link>{' '}
          <Text as="span">({line.detail})</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
