import { roleLabelFor } from '@emind/domain';
import type { SessionUser } from '@emind/web-session';
import { Badge, Box, Text } from '@emind/web-ui';
import { fullName } from './full-name.ts';

/** Who is signed in, at the top of the user menu and of the phone's drawer. */
export function UserIdentity({ user }: { user: SessionUser }) {
  return (
    <Box px="3" py="2">
      <Text fontWeight="semibold">{fullName(user)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {user.email}
      </Text>
      <Badge mt="1" colorPalette="brand">
        {roleLabelFor(user.user_type, user.gender)}
      </Badge>
    </Box>
  );
}
