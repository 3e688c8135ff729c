import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { videoEmbedUrl } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ReplayPlayerModal } from './replay-player-modal';

/**
 * "Watch": a recording on a known video host plays in a dialog; any other link opens in a new tab, with no access
 * back to this page (rel=noopener).
 */
export function WatchReplayButton({ title, replay }: { title: string; replay: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const embedUrl = videoEmbedUrl(replay);
  if (!embedUrl) {
    return (
      <Button component="a" href={replay} target="_blank" rel="noopener noreferrer" variant="light" aria-label={t('trainings.watchElsewhereLabel', { title })}
        data-testid="training-watch" data-embedded="false">
        {t('trainings.watchElsewhere')}
      </Button>
    );
  }
  return (
    <>
      <Button onClick={open} aria-label={t('trainings.watchLabel', { title })} data-testid="training-watch" data-embedded="true">
        {t('trainings.watch')}
      </Button>
      <ReplayPlayerModal opened={opened} onClose={close} title={title} embedUrl={embedUrl} replay={replay} />
    </>
  );
}
