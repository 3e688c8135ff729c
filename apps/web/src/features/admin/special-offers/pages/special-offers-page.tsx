import { Badge, Button, Group, Stack } from '@mantine/core';
import { madridDay } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PagedDataTable } from '@/components/ui/paged-data-table';
import { RowActionButton } from '@/components/ui/row-action-button';
import { SectionCard } from '@/components/ui/section-card';
import type { PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { specialOffersQueryOptions, type SpecialOffer } from '@/features/admin/special-offers/api/special-offers';
import { SpecialOfferModal } from '@/features/admin/special-offers/components/special-offer-modal';

/** Whether sign-ups get an offer today, will, did, or never (inactive): its badge's text and colour. */
function offerState(offer: SpecialOffer, today: string): { key: string; color: string } {
  if (!offer.active) return { key: 'inactive', color: 'gray' };
  if (offer.current) return { key: 'current', color: 'green' };
  return offer.validFrom > today ? { key: 'scheduled', color: 'blue' } : { key: 'ended', color: 'gray' };
}

/** Admin console (decision 117): the levels' special offers for new sign-ups, paged, created and changed in a dialog. */
export function SpecialOffersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const today = madridDay();
  const [editing, setEditing] = useState<SpecialOffer | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (offer: SpecialOffer | null) => {
    setEditing(offer);
    setOpened(true);
  };
  const levelName = (o: SpecialOffer) => `${o.membership.name} · ${t(`membershipTypes.${o.membership.type}`)}`;

  return (
    <Stack gap="md">
      <PageHeader title={t('specialOffers.title')} subtitle={t('specialOffers.subtitle')}>
        <Group mt="xs">
          <Button onClick={() => open(null)} data-testid="special-offer-create">
            {t('specialOffers.create')}
          </Button>
        </Group>
      </PageHeader>
      <SectionCard>
        <PagedDataTable
          list={{
            id: 'admin-special-offers',
            query: ({ page, itemsPerPage }: PagedParams<never, object>) => specialOffersQueryOptions({ page, itemsPerPage }),
          }}
          columns={[
            { id: 'level', header: t('specialOffers.level'), cell: levelName, fw: 600, card: 'title' },
            {
              id: 'state',
              header: t('specialOffers.state'),
              cell: (o) => {
                const state = offerState(o, today);
                return <Badge variant="light" color={state.color}>{t(`specialOffers.${state.key}`)}</Badge>;
              },
              card: 'aside',
            },
            { id: 'price', header: t('specialOffers.price'), cell: (o) => format.euros(o.registrationPrice), align: 'right' },
            { id: 'regular', header: t('specialOffers.regular'), cell: (o) => format.euros(o.membership.positionAmount), align: 'right' },
            { id: 'days', header: t('specialOffers.days'), cell: (o) => `${format.day(o.validFrom)} – ${format.day(o.validTo)}` },
            {
              id: 'edit',
              header: t('specialOffers.edit'),
              hiddenHeader: true,
              cell: (o) => (
                <RowActionButton
                  label={t('specialOffers.edit')}
                  ariaLabel={t('specialOffers.editFor', { level: levelName(o), from: format.day(o.validFrom), to: format.day(o.validTo) })}
                  onClick={() => open(o)}
                  testId="special-offer-edit"
                />
              ),
              align: 'right',
              card: 'actions',
            },
          ]}
          rowKey={(o) => o.id}
          emptyText={t('specialOffers.empty')}
          testId="special-offers-table"
          rowTestId="special-offer-row"
        />
      </SectionCard>
      <SpecialOfferModal opened={opened} offer={editing} onClose={() => setOpened(false)} />
    </Stack>
  );
}

export { SpecialOffersPage as Component };
