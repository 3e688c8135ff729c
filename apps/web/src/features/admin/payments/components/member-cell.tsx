import { Stack, Text } from '@mantine/core';
import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';

/** Who paid: username first (the bank transfer's concept), then the full name and e-mail. */
export function MemberCell({ member }: { member: AdminPayment['member'] }) {
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
