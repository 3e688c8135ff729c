import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { fillTravelToolLink } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useTravelTools } from '../api/get-travel-tools';
import { travelToolSearch, type TravelSearchFilter } from '../lib/travel-search-filter';

/** The partners beside our catalogue (DESIGN.md section 7b), each link carrying the member's search, in a new tab. */
export function TravelToolsList({ filter }: { filter: TravelSearchFilter }) {
  const { t } = useTranslation();
  const tools = useTravelTools();
  if (tools.isError) return <ServerErrorAlert error={tools.error} />;
  if (!tools.data) return null;
  if (tools.data.length === 0) return <Text c="dimmed">{t('travelSearch.noTools')}</Text>;
  const search = travelToolSearch(filter);
  return (
    <Group gap="sm" data-testid="travel-tools">
      {tools.data.map((tool) => (
        <Button
          key={tool.id}
          component="a"
          href={fillTravelToolLink(tool.searchLink, search)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          data-testid="travel-tool-link"
          data-code={tool.code}
        >
          {tool.name}
          <VisuallyHidden>{t('travelSearch.newTab')}</VisuallyHidden>
        </Button>
      ))}
    </Group>
  );
}
