import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import type { Travel } from '@vo/domain';
import { AdminTable } from '@/features/admin/catalogue/components/admin-table';
import { JourneyFormModal } from '@/features/admin/catalogue/components/journey-form';
import { CATALOGUE_RESOURCES, catalogueConsolePath, resourceOfSlug } from '@/features/admin/catalogue/lib/catalogue-resources';

/** Issue 15: the catalogue in the console, one tab and address per resource, each the same generic table. */
export function CatalogueConsolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resource = resourceOfSlug(useParams().resource);
  // The journey in the dialog: null for a new one, undefined while closed.
  const [journey, setJourney] = useState<Travel | null | undefined>(undefined);
  if (!resource) return <Navigate to="/error/404" replace />;
  const journeys = resource === 'journeys';

  return (
    <Stack gap="md">
      <PageHeader title={t('adminCatalogue.title')} subtitle={t('adminCatalogue.subtitle')} />
      <Tabs value={resource} onChange={(value) => {
          const next = CATALOGUE_RESOURCES.find((r) => r === value);
          if (next) void navigate(catalogueConsolePath(next));
        }} keepMounted={false}>
        <Tabs.List>
          {CATALOGUE_RESOURCES.map((r) => (
            <Tabs.Tab key={r} value={r} data-testid={`admin-catalogue-tab-${r}`}>
              {t(`adminCatalogue.resources.${r}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SectionCard hint={t(`adminCatalogue.hints.${resource}`)}>
        {/* Keyed by resource: each tab starts with its own table state. */}
        <AdminTable
          key={resource}
          resource={resource}
          onCreate={journeys ? () => setJourney(null) : undefined}
          onEdit={journeys ? (row) => setJourney(row as Travel) : undefined}
        />
      </SectionCard>
      <JourneyFormModal opened={journey !== undefined} journey={journey ?? null} onClose={() => setJourney(undefined)} />
    </Stack>
  );
}

export { CatalogueConsolePage as Component };
