import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MembershipStateBadge } from '@/components/ui/membership-state-badge';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { SectionCard } from '@/components/ui/section-card';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useFormat } from '@/lib/use-format';
import { ADMIN_MEMBERS_PATH } from '@/lib/use-admin-switch';
import { useAdminMember, type AdminMemberDetail } from '@/features/admin/members/api/get-admin-member';
import { AccountActionsTable } from '@/features/admin/members/components/account-actions-table';
import { DeactivateDateForm } from '@/features/admin/members/components/deactivate-date-form';
import { FactList } from '@/features/admin/members/components/fact-list';
import { ImpersonationsTable } from '@/features/admin/members/components/impersonations-table';
import { MemberActions } from '@/features/admin/members/components/member-actions';
import { MemberDocuments } from '@/features/admin/members/components/member-documents';
import { MemberPayments } from '@/features/admin/members/components/member-payments';
import { MemberPayouts } from '@/features/admin/members/components/member-payouts';
import { MemberReservations } from '@/features/admin/members/components/member-reservations';
import { MemberNetwork } from '@/features/admin/members/components/member-network';
import { MemberPoints, MemberWallet } from '@/features/admin/members/components/member-wallet';
import { MemberStateBadges } from '@/features/admin/members/components/member-state-badges';
import { PasswordChangeRequests } from '@/features/admin/members/components/password-change-requests';

function useFacts(member: AdminMemberDetail) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = (value: string | null) => (value ? format.day(value) : '—');
  const yesNo = (value: boolean) => (value ? t('adminMembers.yes') : t('adminMembers.no'));
  const account: [string, ReactNode][] = [
    [t('adminMembers.columns.email'), member.email],
    [t('adminMembers.columns.membership'), member.membership ? (
      <Group gap="xs">
        <Text span size="sm" tt="capitalize">{member.membership.name}</Text>
        <MembershipStateBadge state={member.membershipState} size="xs" />
      </Group>
    ) : '—'],
    [t('adminMembers.detail.paidUntil'), day(member.paidUntil)],
    [t('adminMembers.detail.annualPaidUntil'), day(member.annualPaidUntil)],
    [t('adminMembers.detail.dateOfJoin'), day(member.dateOfJoin)],
    [t('adminMembers.columns.lastLogin'), member.lastLoginAt ? format.dateTime(member.lastLoginAt) : t('adminMembers.never')],
    [t('adminMembers.detail.sponsor'), member.sponsor?.username ?? '—'],
    [t('adminMembers.detail.language'), t(`language.${member.language}`)],
    [t('adminMembers.detail.twoFactor'), yesNo(member.twoFactorEnabled)],
    [t('adminMembers.detail.autoRenew'), yesNo(member.autoRenew)],
  ];
  const profile: [string, ReactNode][] = member.profile ? [
    [t('adminMembers.detail.dni'), member.profile.dni],
    [t('adminMembers.detail.mobile'), member.profile.mobile ?? '—'],
    [t('adminMembers.detail.city'), [member.profile.city, member.profile.country].filter(Boolean).join(', ') || '—'],
    [t('adminMembers.detail.company'), member.profile.companyName ?? '—'],
    [t('adminMembers.detail.bankData'), yesNo(member.profile.hasBankData)],
  ] : [];
  return { account, profile };
}

function MemberDetail({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const facts = useFacts(member);
  return (
    <Stack gap="md">
      <PageHeader title={member.username} subtitle={member.name ?? undefined}>
        <Group justify="space-between" gap="sm">
          <MemberStateBadges member={member} />
          <MemberActions member={member} access wrap />
        </Group>
      </PageHeader>
      <SectionCard title={t('adminMembers.detail.account')}>
        <FactList facts={facts.account} />
      </SectionCard>
      {member.profile && (
        <SectionCard title={t('adminMembers.deactivate.title')}>
          <DeactivateDateForm key={member.deactivateDate ?? ''} member={member} />
        </SectionCard>
      )}
      <SectionCard title={t('adminMembers.detail.profile')}>
        {member.profile ? <FactList facts={facts.profile} /> : <Text c="dimmed">{t('adminMembers.detail.noProfile')}</Text>}
      </SectionCard>
      {/* An administration account (no profile) is in no network and holds no money: its record is the account and the audits. */}
      {(member.profile || !member.isAdmin) && (
        <>
          <SectionCard title={t('adminMembers.network.title')}>
            <MemberNetwork memberId={member.id} />
          </SectionCard>
          <SectionCard title={t('adminMembers.detail.wallet')}>
            <MemberWallet memberId={member.id} username={member.username} />
          </SectionCard>
          <SectionCard title={t('adminMembers.points.title')}>
            <MemberPoints memberId={member.id} />
          </SectionCard>
        </>
      )}
      <SectionCard title={t('adminMembers.detail.payments')}>
        <MemberPayments memberId={member.id} />
      </SectionCard>
      <SectionCard title={t('adminMembers.detail.payouts')}>
        <MemberPayouts memberId={member.id} />
      </SectionCard>
      <SectionCard title={t('adminMembers.detail.reservations')}>
        <MemberReservations memberId={member.id} />
      </SectionCard>
      <SectionCard title={t('documents.title')}>
        <MemberDocuments memberId={member.id} />
      </SectionCard>
      {/* The audits arrive with the member's read: only their empty line applies. */}
      <SectionCard title={t('adminMembers.passwordRequests.title')}>
        <PasswordChangeRequests member={member} />
      </SectionCard>
      <SectionCard title={t('adminMembers.access.title')}>
        <AccountActionsTable member={member} />
      </SectionCard>
      <SectionCard title={t('adminMembers.detail.impersonations')}>
        <ImpersonationsTable items={member.impersonations} />
      </SectionCard>
    </Stack>
  );
}

/**
 * One member in the console (issue 19): profile summary, membership state, flags, last login, network position,
 * wallet and points each with its movements, payments (refund), payouts, reservations, documents and the audits of the admin actions.
 */
export function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const member = useAdminMember(id);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={ADMIN_MEMBERS_PATH} size="sm">
        {t('adminMembers.detail.back')}
      </Anchor>
      {member.isError ? <ServerErrorAlert error={member.error} /> : member.isPending ? <PageLoader /> : <MemberDetail member={member.data} />}
    </Stack>
  );
}

export { MemberPage as Component };
