import { Stack, Table } from '@mantine/core';
import type { AdminMemberNetwork } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useFormat } from '@/lib/use-format';
import { useMemberNetwork } from '@/features/admin/members/api/get-member-network';
import { FactList } from './fact-list';

type Node = AdminMemberNetwork['node'];

/** Both legs side by side, with the rows and words of the member's own network overview. */
function LegTable({ node }: { node: Node }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: Array<[string, string, string]> = [
    ['teamPoints', format.points(node.leftTeamPoints), format.points(node.rightTeamPoints)],
    ['points', format.points(node.leftPoints), format.points(node.rightPoints)],
    ['carry', format.points(node.leftCarry), format.points(node.rightCarry)],
    ['members', format.number(node.leftMembers), format.number(node.rightMembers)],
    ['activeMembers', format.number(node.leftActiveMembers), format.number(node.rightActiveMembers)],
  ];
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table fz="sm" verticalSpacing={4} data-testid="member-network-legs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminMembers.network.leg')}</Table.Th>
            <Table.Th ta="right">{t('network.legs.left')}</Table.Th>
            <Table.Th ta="right">{t('network.legs.right')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([row, left, right]) => (
            <Table.Tr key={row} data-row={row}>
              <Table.Th scope="row" fw={400}>{t(`network.overview.rows.${row}`)}</Table.Th>
              <Table.Td ta="right">{left}</Table.Td>
              <Table.Td ta="right">{right}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Where the member stands in both trees (issue 19): the sponsor, the binary parent and side, depths and the legs. */
export function MemberNetwork({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const network = useMemberNetwork(memberId);
  if (network.isPending) return <PageLoader h={60} />;
  if (network.isError) return <ErrorAlert error={network.error} />;
  const { sponsor, sponsorDepth, binaryParent, binaryDepth, node } = network.data;
  return (
    <Stack gap="md" data-testid="member-network">
      <FactList facts={[
        [t('adminMembers.detail.sponsor'), sponsor?.username ?? '—'],
        [t('adminMembers.network.sponsorDepth'), format.number(sponsorDepth)],
        [t('adminMembers.network.binaryParent'), binaryParent?.username ?? '—'],
        [t('adminMembers.network.side'), node.position ? t(`network.legs.${node.position}`) : '—'],
        [t('adminMembers.network.binaryDepth'), format.number(binaryDepth)],
        [t('adminMembers.network.binaryActive'), t(node.isBinaryActive ? 'adminMembers.yes' : 'adminMembers.no')],
      ]} />
      <LegTable node={node} />
    </Stack>
  );
}
