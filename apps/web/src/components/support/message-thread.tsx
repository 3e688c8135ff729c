import { Paper, Stack, Text } from '@mantine/core';
import type { SupportMessage } from '@/api/support-ticket';
import { useFormat } from '@/lib/use-format';

interface Props<Message extends SupportMessage> {
  messages: Message[];
  /** Whose side the reader is on: their own messages go to the right. */
  readerIsStaff: boolean;
  authorOf: (message: Message) => string;
}

/** A help-desk conversation, oldest first, as chat bubbles with author and time. */
export function MessageThread<Message extends SupportMessage>({ messages, readerIsStaff, authorOf }: Props<Message>) {
  const format = useFormat();
  return (
    <Stack gap="xs" data-testid="support-thread">
      {messages.map((message) => {
        const own = message.fromStaff === readerIsStaff;
        return (
          <Paper
            key={message.id}
            withBorder
            radius="md"
            p="xs"
            maw="85%"
            bg={own ? 'blue.0' : 'white'}
            style={{ alignSelf: own ? 'flex-end' : 'flex-start' }}
            data-testid="support-message"
            data-from={message.fromStaff ? 'staff' : 'member'}
          >
            <Text size="xs" c="dimmed" mb={2}>
              {authorOf(message)} · {format.dateTime(message.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
