import { Stack, Text } from '@mantine/core';
import type { MemberRef } from '@vo/domain';

/** Whose row it is: username first (the bank transfer's concept), then the full name and e-mail. */
export function MemberCell({ member }: { member: MemberRef }) {
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {member.username}
      </Text>
      {member.name && (
        <Text size="xs" c="dimmed">
          {member.name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {member.email}
      </Text>
    </Stack>
  );
}
