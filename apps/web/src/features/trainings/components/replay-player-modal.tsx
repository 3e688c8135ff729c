import { Anchor, AspectRatio, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The privacy player's address (domain `videoEmbedUrl`). */
  embedUrl: string;
  /** The link as the admin gave it, to watch on the video site instead. */
  replay: string;
}

/** The recording in the video host's privacy player, in a dialog. */
export function ReplayPlayerModal({ opened, onClose, title, embedUrl, replay }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="sm">
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={embedUrl}
            title={t('trainings.player', { title })}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            // The page sends no referrer (helmet); YouTube's player refuses to play without the site's origin.
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0 }}
            data-testid="training-player"
          />
        </AspectRatio>
        <Anchor href={replay} target="_blank" rel="noopener noreferrer" size="sm" ta="right">
          {t('trainings.openOnHost')}
        </Anchor>
      </Stack>
    </Modal>
  );
}
