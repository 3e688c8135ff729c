import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListStates } from '@/components/ui/list-states';
import { MembershipStateBadge } from '@/components/ui/membership-state-badge';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { formatDay } from '@/lib/format';
import { ADMIN_MEMBERS_PATH } from '@/lib/use-admin-switch';
import { usePaymentFormat } from '@/features/admin/components/use-payment-format';
import { useAdminMember, type AdminMemberDetail } from '@/features/admin/members/api/get-admin-member';
import { FactList } from '@/features/admin/members/components/fact-list';
import { ImpersonationsTable } from '@/features/admin/members/components/impersonations-table';
import { MemberActions } from '@/features/admin/members/components/member-actions';
import { MemberDocuments } from '@/features/admin/members/components/member-documents';
import { MemberStateBadges } from '@/features/admin/members/components/member-state-badges';
import { PasswordChangeRequests } from '@/features/admin/members/components/password-change-requests';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function useFacts(member: AdminMemberDetail) {
  const { t, i18n } = useTranslation();
  const { when } = usePaymentFormat();
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : '—');
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
    [t('adminMembers.columns.lastLogin'), member.lastLoginAt ? when(member.lastLoginAt) : t('adminMembers.never')],
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
          <MemberActions member={member} />
        </Group>
      </PageHeader>
      <Section title={t('adminMembers.detail.account')}>
        <FactList facts={facts.account} />
      </Section>
      <Section title={t('adminMembers.detail.profile')}>
        {member.profile ? <FactList facts={facts.profile} /> : <Text c="dimmed">{t('adminMembers.detail.noProfile')}</Text>}
      </Section>
      <Section title={t('documents.title')}>
        <MemberDocuments memberId={member.id} />
      </Section>
      {/* The audits arrive with the member's read: only their empty line applies. */}
      <Section title={t('adminMembers.passwordRequests.title')}>
        <ListStates count={member.passwordChangeRequests.length} emptyText={t('adminMembers.passwordRequests.empty')}>
          <PasswordChangeRequests member={member} />
        </ListStates>
      </Section>
      <Section title={t('adminMembers.detail.impersonations')}>
        <ListStates count={member.impersonations.length} emptyText={t('adminMembers.impersonations.empty')}>
          <ImpersonationsTable items={member.impersonations} />
        </ListStates>
      </Section>
    </Stack>
  );
}

/** One member in the console: profile summary, membership state, flags, last login and the audits of the admin actions. */
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
