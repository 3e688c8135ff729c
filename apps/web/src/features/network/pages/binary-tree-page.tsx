import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Leg } from '@vo/domain';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { findDownlineMember } from '@/features/network/api/find-downline-member';
import { getBinaryLastLeaf } from '@/features/network/api/get-binary-last-leaf';
import { useBinaryTree } from '@/features/network/api/get-binary-tree';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshNote } from '@/features/network/components/refresh-note';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { BinaryToolbar } from '@/features/network/components/binary-toolbar';
import { BinaryTreeView } from '@/features/network/components/binary-tree-view';

/** Below Mantine's `sm` breakpoint (a phone) the window is two levels deep and drawn small; larger screens get three. */
const PHONE = '(max-width: 47.99em)';

function initialLevels(): number {
  return typeof window !== 'undefined' && window.matchMedia?.(PHONE).matches ? 2 : 3;
}

type Busy = 'left' | 'right' | 'search' | null;
type Notice = { kind: 'notFound'; username: string } | { kind: 'error'; error: unknown } | null;

/**
 * Issue 3 "Binary tree": a window of a few levels around one member of my downline (the `id` search parameter,
 * me by default), so the browser never loads the whole tree whatever its size.
 */
export function BinaryTreePage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const [levels, setLevels] = useState(initialLevels);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const myId = me.data?.id;
  const requested = Number(params.get('id'));
  const centreId = Number.isInteger(requested) && requested > 0 ? requested : myId;
  const tree = useBinaryTree(centreId, levels);

  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;
  const user = me.data;
  const atMe = centreId === user.id;

  const goTo = (id: number) => {
    setNotice(null);
    setParams(id === user.id ? {} : { id: String(id) });
  };

  const run = async (kind: Exclude<Busy, null>, task: () => Promise<void>) => {
    setBusy(kind);
    setNotice(null);
    try {
      await task();
    } catch (error) {
      setNotice({ kind: 'error', error });
    } finally {
      setBusy(null);
    }
  };

  const onExtreme = (side: Leg) =>
    void run(side, async () => {
      const leaf = await getBinaryLastLeaf(side, centreId ?? user.id);
      goTo(leaf.id);
    });

  const onSearch = (username: string) =>
    void run('search', async () => {
      if (username.toLowerCase() === user.username.toLowerCase()) return goTo(user.id);
      const found = await findDownlineMember(username);
      if (found) goTo(found.id);
      else setNotice({ kind: 'notFound', username });
    });

  const root = tree.data?.root;
  // "Up one level" follows the centre's binary parent and stops at my own node (never above me).
  const onUp = () => {
    if (root?.parentId) goTo(root.parentId);
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('network.binary.title')} subtitle={t('network.binary.subtitle')} />
      <Card withBorder padding="md" radius="md">
        <BinaryToolbar
          phone={phone}
          atMe={atMe}
          canGoUp={Boolean(tree.data?.canGoUp && root?.parentId)}
          levels={levels}
          busy={busy}
          onBackToMe={() => goTo(user.id)}
          onUp={onUp}
          onExtreme={onExtreme}
          onSearch={onSearch}
          onLevels={setLevels}
        />
      </Card>

      {notice?.kind === 'notFound' && (
        <Alert color="yellow" variant="light" role="status" withCloseButton onClose={() => setNotice(null)} data-testid="binary-not-found">
          {t('network.binary.notFound', { username: notice.username })}
        </Alert>
      )}
      {notice?.kind === 'error' && <ServerErrorAlert error={notice.error} />}

      {tree.isError ? (
        <Stack gap="sm" align="flex-start">
          <ServerErrorAlert error={tree.error} />
          {!atMe && <Button onClick={() => goTo(user.id)}>{t('network.binary.backToMe')}</Button>}
        </Stack>
      ) : !root ? (
        <PageLoader />
      ) : (
        <Card withBorder padding="sm" radius="md" style={{ opacity: tree.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={tree.isFetching}>
          <Group justify="space-between" mb="xs" gap="xs">
            <Text size="sm" data-testid="binary-centre">
              {atMe ? t('network.binary.centredOnMe') : t('network.binary.centredOn', { username: root.username })}
            </Text>
          </Group>
          <BinaryTreeView root={root} levels={tree.data?.levels ?? levels} myId={user.id} dense={phone} onOpen={goTo} />
        </Card>
      )}
      <RefreshNote>{t('network.refreshNote')}</RefreshNote>
    </Stack>
  );
}

export { BinaryTreePage as Component };
