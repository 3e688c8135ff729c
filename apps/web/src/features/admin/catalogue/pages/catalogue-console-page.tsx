import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { AdminTable } from '@/features/admin/catalogue/components/admin-table';
import { ResourceFormModal, type Editing } from '@/features/admin/catalogue/components/resource-form-modal';
import { CATALOGUE_RESOURCES, catalogueConsolePath, resourceOfSlug } from '@/features/admin/catalogue/lib/catalogue-resources';

/** Issue 15: the catalogue in the console, one tab and address per resource, each the same generic table. */
export function CatalogueConsolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resource = resourceOfSlug(useParams().resource);
  // What the dialog edits; undefined while it is closed.
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  if (!resource) return <Navigate to="/error/404" replace />;

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
          onCreate={() => setEditing({ resource, row: null })}
          onEdit={(row) => setEditing({ resource, row })}
        />
      </SectionCard>
      <ResourceFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}

export { CatalogueConsolePage as Component };
