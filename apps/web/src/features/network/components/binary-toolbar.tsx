import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leg } from '@vo/domain';

export const WINDOW_LEVELS = [2, 3, 4] as const;
/** Two buttons a row on a phone, side by side from `sm` up. */
const FLEX = { base: '1 1 40%', sm: '0 0 auto' };

interface Props {
  /** A phone: smaller buttons, two a row. */
  phone: boolean;
  atMe: boolean;
  canGoUp: boolean;
  levels: number;
  busy: 'left' | 'right' | 'search' | null;
  onBackToMe: () => void;
  onUp: () => void;
  onExtreme: (side: Leg) => void;
  onSearch: (username: string) => void;
  onLevels: (levels: number) => void;
}

/** Moves around the tree: back to me, one level up (never above me), extreme leaves, search and depth. */
export function BinaryToolbar({ phone, atMe, canGoUp, levels, busy, onBackToMe, onUp, onExtreme, onSearch, onLevels }: Props) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  // On a phone the arrows go, so that two buttons fit a row with their whole label.
  const icon = (glyph: string) => (phone ? undefined : <span aria-hidden>{glyph}</span>);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim()) onSearch(username.trim());
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size={phone ? 'xs' : 'sm'} flex={FLEX} onClick={onBackToMe} disabled={atMe} leftSection={icon('⌂')}>
          {t('network.binary.backToMe')}
        </Button>
        {!atMe && canGoUp && (
          <Button variant="default" size={phone ? 'xs' : 'sm'} flex={FLEX} onClick={onUp} leftSection={icon('↑')}>
            {t('network.binary.upOneLevel')}
          </Button>
        )}
        <Button variant="default" size={phone ? 'xs' : 'sm'} flex={FLEX} onClick={() => onExtreme('left')} loading={busy === 'left'} leftSection={icon('⇤')}>
          {t('network.binary.extremeLeft')}
        </Button>
        <Button variant="default" size={phone ? 'xs' : 'sm'} flex={FLEX} onClick={() => onExtreme('right')} loading={busy === 'right'} rightSection={icon('⇥')}>
          {t('network.binary.extremeRight')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap" justify="space-between">
        <form onSubmit={submit} role="search" style={{ flex: '1 1 260px', maxWidth: 420 }}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('network.binary.searchLabel')}
              placeholder={t('network.binary.searchPlaceholder')}
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              autoComplete="off"
              maxLength={30}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" size={phone ? 'xs' : 'sm'} h={36} loading={busy === 'search'} disabled={!username.trim()}>
              {t('network.binary.search')}
            </Button>
          </Group>
        </form>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="binary-levels-label">
            {t('network.binary.levels')}
          </Text>
          <SegmentedControl
            size="sm"
            aria-labelledby="binary-levels-label"
            value={String(levels)}
            onChange={(value) => onLevels(Number(value))}
            data={WINDOW_LEVELS.map((n) => ({ value: String(n), label: String(n) }))}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
