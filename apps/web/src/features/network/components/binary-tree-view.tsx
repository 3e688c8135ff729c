import { ActionIcon, Button, Text } from '@mantine/core';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leg } from '@vo/domain';
import type { BinaryTreeNode } from '@/features/network/api/get-binary-tree';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import { BinaryNodeCard } from './binary-node-card';
import classes from './binary-tree.module.css';

interface ViewProps {
  root: BinaryTreeNode;
  /** Levels below the root in this window: nodes at that level are the window's edge. */
  levels: number;
  myId: number;
  /** Narrow screens: every card below the centre is drawn small. */
  dense: boolean;
  onOpen: (id: number) => void;
}

interface BranchProps extends Omit<ViewProps, 'root'> {
  node: BinaryTreeNode;
  /** Shown above the centre's two children: which team each one heads. */
  team?: string;
}

function TeamLabel({ team }: { team?: string }) {
  if (!team) return null;
  return (
    <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
      {team}
    </Text>
  );
}

function EmptySlot({ side }: { side: Leg }) {
  const { t } = useTranslation();
  return (
    <div className={classes.slot} data-testid="binary-empty-slot" data-side={side}>
      <Text size="xs">{t('network.binary.emptySlot')}</Text>
    </div>
  );
}

function Branch({ node, levels, myId, dense, onOpen, team }: BranchProps) {
  const { t } = useTranslation();
  const isCentre = node.level === 0;
  const interior = node.level < levels;
  const more = !interior && (node.hasLeft || node.hasRight);
  // Rows from the fourth down are drawn smaller so that a window fits a desktop screen; on a phone all but the centre.
  const compact = dense ? node.level > 0 : node.level >= 3;
  return (
    <li className={classes.branch} data-side={node.level === 0 ? undefined : (node.position ?? undefined)}>
      <TeamLabel team={team} />
      <BinaryNodeCard node={node} isCentre={isCentre} isMe={node.id === myId} compact={compact} onOpen={onOpen} />
      {more && (
        <Button
          className={classes.more}
          size="compact-xs"
          variant="light"
          onClick={() => onOpen(node.id)}
          aria-label={t('network.binary.moreLabel', { username: node.username })}
          data-testid="binary-more"
          leftSection={<span aria-hidden>▾</span>}
        >
          {t('network.binary.more')}
        </Button>
      )}
      {interior && (
        <ul className={classes.children}>
          {(['left', 'right'] as const).map((side) => {
            const child = node[side];
            const team = isCentre ? t(`network.teams.${side}`) : undefined;
            return child ? (
              <Branch key={side} node={child} levels={levels} myId={myId} dense={dense} onOpen={onOpen} team={team} />
            ) : (
              <li key={side} className={classes.branch}>
                <TeamLabel team={team} />
                <EmptySlot side={side} />
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** A button on one edge of a tree wider than its box: scrolls by most of a screen that way. */
function ScrollButton({ side, scroller }: { side: Leg; scroller: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const scroll = () => {
    const box = scroller.current;
    box?.scrollBy({ left: (side === 'left' ? -1 : 1) * box.clientWidth * 0.7, behavior: 'smooth' });
  };
  return (
    <ActionIcon
      className={classes.scrollButton}
      data-side={side}
      variant="default"
      radius="xl"
      size="lg"
      onClick={scroll}
      aria-label={t(`network.binary.scroll.${side}`)}
      data-testid={`binary-scroll-${side}`}
    >
      <span aria-hidden>{side === 'left' ? '‹' : '›'}</span>
    </ActionIcon>
  );
}

/**
 * The window drawn as a tree (centre on top, left team left, right team right), scrolled so the centre shows. A tree
 * wider than its box says so (issue 18 item 9): a hint, a shadow and a button on each side that hides members, and a
 * scrollbar that stays visible.
 */
export function BinaryTreeView({ root, levels, myId, dense, onOpen }: ViewProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  const overflows = edges.left || edges.right;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const toCentre = () => {
      const centre = box.querySelector<HTMLElement>('[data-centre]');
      if (!centre) return;
      const boxRect = box.getBoundingClientRect();
      const rect = centre.getBoundingClientRect();
      box.scrollLeft += rect.left + rect.width / 2 - (boxRect.left + boxRect.width / 2);
    };
    toCentre();
    // A box or tree that changes width (a phone turned, cards drawn smaller) starts again from the centre; scrolling changes neither.
    const resized = new ResizeObserver(toCentre);
    resized.observe(box);
    if (box.firstElementChild) resized.observe(box.firstElementChild);
    return () => resized.disconnect();
  }, [root.id, levels, dense]);

  return (
    <>
      {overflows && (
        <Text size="xs" c="dimmed" ta="center" mb={4} data-testid="binary-scroll-hint">
          {t('network.binary.hint')}
        </Text>
      )}
      <div className={classes.frame} data-more-left={edges.left || undefined} data-more-right={edges.right || undefined}>
        <div ref={scroller} className={classes.scroller} data-testid="binary-tree">
          <ul className={classes.tree} aria-label={t('network.binary.treeLabel', { username: root.username })}>
            <Branch node={root} levels={levels} myId={myId} dense={dense} onOpen={onOpen} />
          </ul>
        </div>
        {edges.left && <ScrollButton side="left" scroller={scroller} />}
        {edges.right && <ScrollButton side="right" scroller={scroller} />}
      </div>
    </>
  );
}
