import { Badge, Card, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { ActiveBadge, BinaryBadge } from '@/components/ui/status-badges';
import type { BinaryNode } from '@/features/network/api/get-binary-tree';
import classes from './binary-tree.module.css';

interface Props {
  node: BinaryNode;
  /** The node the window is centred on (not a button: it is where we are). */
  isCentre: boolean;
  isMe: boolean;
  compact: boolean;
  onOpen: (id: number) => void;
}

/** Team points, this week's points, carries and members of each leg, as a three-column grid: label, left, right. */
function LegFigures({ node, compact }: { node: BinaryNode; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  // This week's volume and the carries are the binary legs the User shows too (issue 18 item 21).
  const rows: Array<[string, number, number]> = [
    ['points', node.leftTeamPoints, node.rightTeamPoints],
    ['weekPoints', node.leftPoints, node.rightPoints],
    ['carry', node.leftCarry, node.rightCarry],
    ['members', node.leftMembers, node.rightMembers],
  ];
  return (
    <div className={classes.legGrid} data-testid="node-legs">
      <span />
      <Text span size="xs" c="dimmed" fw={600}>
        {t('network.legShort.left')}
      </Text>
      <Text span size="xs" c="dimmed" fw={600}>
        {t('network.legShort.right')}
      </Text>
      {rows.map(([label, left, right]) => (
        <Fragment key={label}>
          <Text span size="xs" c="dimmed">
            {t(compact ? `network.binary.${label}Short` : `network.binary.${label}`)}
          </Text>
          <span>{n(left)}</span>
          <span>{n(right)}</span>
        </Fragment>
      ))}
    </div>
  );
}

/** A member in the binary tree: who, membership, active and binary-active state, and both legs' figures. */
export function BinaryNodeCard({ node, isCentre, isMe, compact, onOpen }: Props) {
  const { t } = useTranslation();
  const body = (
    <Card
      withBorder
      padding={compact ? 6 : 'xs'}
      radius="md"
      shadow={isCentre ? 'sm' : undefined}
      className={compact ? `${classes.node} ${classes.compact}` : classes.node}
      style={{ borderColor: isCentre ? 'var(--mantine-color-blue-6)' : undefined, borderWidth: isCentre ? 2 : undefined, borderStyle: node.isActive ? undefined : 'dashed' }}
      bg={node.isActive ? 'white' : 'gray.1'}
      data-testid="binary-node"
      data-username={node.username}
      data-centre={isCentre || undefined}
    >
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Text fw={700} size={compact ? 'xs' : 'sm'} truncate title={node.username}>
          {node.username}
        </Text>
        {isMe && (
          <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
            {t('network.binary.you')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" tt="capitalize" truncate mb={4}>
        {node.membership?.name ?? t('network.noMembership')}
      </Text>
      <Group gap={4} mb={compact ? 2 : 6}>
        <ActiveBadge active={node.isActive} size="xs" short={compact} />
        <BinaryBadge active={node.isBinaryActive} size="xs" short={compact} />
      </Group>
      <LegFigures node={node} compact={compact} />
    </Card>
  );
  if (isCentre) return body;
  return (
    <UnstyledButton onClick={() => onOpen(node.id)} title={t('network.binary.centre', { username: node.username })} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <VisuallyHidden>{t('network.binary.centre', { username: node.username })}</VisuallyHidden>
      {body}
    </UnstyledButton>
  );
}
