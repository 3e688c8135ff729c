import { Box, Center, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCataloguePhoto } from '@/api/get-catalogue-photo';

/** A catalogue item's photo, or a neutral placeholder while it loads or when there is none. */
export function CataloguePhoto({ path, alt, height = 180 }: { path: string | null; alt: string; height?: number }) {
  const { t } = useTranslation();
  const url = useCataloguePhoto(path);
  if (!url) {
    return (
      <Center h={height} bg="gray.1">
        <Text size="sm" c="dimmed">
          {path ? t('catalogue.photoLoading') : t('catalogue.noPhoto')}
        </Text>
      </Center>
    );
  }
  return (
    <Box h={height}>
      <Image src={url} alt={alt} h={height} fit="cover" />
    </Box>
  );
}
