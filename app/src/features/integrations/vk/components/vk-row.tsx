import type { User } from '@school/contract';
import { Button, ConfirmDialog, ProgressDialog } from '@school/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../../../../components/action-icons';
import { IntegrationRow } from '../../../../components/integration-row';
import { browser } from '../../../../lib/browser';
import { useAppDispatch } from '../../../../lib/hooks';
import { notify } from '../../../../lib/notifications-slice';
import { useServerConfig } from '../../../config';
import { logout } from '../../../session';
import { useUnlinkVkMutation, useVkStartMutation } from '../api';
import { startedThroughVkId } from '../vk-session';

/** Texts of the row the spec does not word itself (the quoted ones are in platform.md section 2 and issue 12). */
export const VK_ROW_TEXTS = {
  title: 'VK ID',
  link: 'Привязать VK ID',
  linked: 'VK ID привязан',
  unlink: 'Отвязать',
  description: 'Привяжите VK ID, чтобы входить на платформу в одно касание, без пароля.',
  confirmTitle: 'Отвязать VK ID?',
  confirmText: 'Вы больше не сможете входить на платформу через VK ID, пока не привяжете его снова.',
  confirmTextSignsOut: 'Вы вошли через VK ID, поэтому после отвязки мы выйдем из Вашей учетной записи.',
  unlinking: 'Отвязываем Ваш профиль...',
  unlinked: 'VK ID отвязан',
} as const;

/* A linked VK ID reads as done: a green check mark before 'VK ID привязан'. */
const Row = styled(IntegrationRow)`
  [data-part='status'] {
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.successText};

    svg {
      flex: none;
      width: ${({ theme }) => theme.size.icon.sm};
      height: ${({ theme }) => theme.size.icon.sm};
    }
  }
`;

export interface VkRowProps {
  /** The signed-in user; `VKId` tells whether a VK ID is linked. */
  user: User;
}

type Phase = 'idle' | 'confirming' | 'unlinking';

/**
 * The settings page's VK ID row: 'Привязать VK ID' goes to VK ID in this tab (it comes back to
 * /link-vk); linked, the VK id with a check mark and 'Отвязать', which asks first and then blocks
 * the page with 'Отвязываем Ваш профиль...'. Hidden while VK ID is not configured on the server.
 */
export function VkRow({ user }: VkRowProps) {
  const vkId = useServerConfig()?.vkId;
  const dispatch = useAppDispatch();
  const [start, { isLoading: starting }] = useVkStartMutation();
  const [unlink] = useUnlinkVkMutation();
  const [phase, setPhase] = useState<Phase>('idle');
  /* The VK id the server has just unlinked: shown as unlinked before the reloaded user arrives. */
  const [unlinkedId, setUnlinkedId] = useState<string | null>(null);
  const titleId = useId();

  if (!vkId) return null;
  const linkedId = user.VKId !== null && user.VKId !== unlinkedId ? user.VKId : null;

  async function startLinking() {
    const result = await start({ purpose: 'link' });
    // A refusal is already in a toast (the common error handler).
    if (result.data) browser.assign(result.data.authorizeUrl);
  }

  async function unlinkVk(id: string) {
    // Unlinking takes away the way this session came in, so the session ends too.
    const endsSession = startedThroughVkId();
    setPhase('unlinking');
    const result = await unlink({ vk_id: id });
    if (result.error) {
      // The server's message (a VK-registered account without a password) is in a toast already.
      setPhase('idle');
      return;
    }
    if (endsSession) {
      // The blocking dialog stays until the page leaves for /.
      await dispatch(logout());
      return;
    }
    setUnlinkedId(id);
    setPhase('idle');
    dispatch(notify(VK_ROW_TEXTS.unlinked, 'success'));
  }

  let description;
  let action;
  if (linkedId !== null) {
    description = (
      <>
        <p data-part="status">
          <CheckIcon />
          {VK_ROW_TEXTS.linked}
        </p>
        <p data-part="description">VK ID: {linkedId}</p>
      </>
    );
    action = (
      /* Keyed: a different button from 'Привязать VK ID', so a press of Enter meant for one never
         reaches the other that takes its place. */
      <Button key="unlink" variant="outlined" color="error" onClick={() => setPhase('confirming')}>
        {VK_ROW_TEXTS.unlink}
      </Button>
    );
  } else {
    description = <p data-part="description">{VK_ROW_TEXTS.description}</p>;
    action = (
      <Button key="link" loading={starting} onClick={() => void startLinking()}>
        {VK_ROW_TEXTS.link}
      </Button>
    );
  }

  return (
    <>
      <Row role="group" aria-labelledby={titleId} data-state={linkedId !== null ? 'linked' : 'not-linked'}>
        <div data-part="text">
          <p data-part="title" id={titleId}>
            {VK_ROW_TEXTS.title}
          </p>
          {description}
        </div>
        {action}
      </Row>
      {linkedId !== null && (
        <ConfirmDialog
          open={phase === 'confirming'}
          title={VK_ROW_TEXTS.confirmTitle}
          confirmLabel={VK_ROW_TEXTS.unlink}
          destructive
          onConfirm={() => void unlinkVk(linkedId)}
          onCancel={() => setPhase('idle')}
        >
          <p>{VK_ROW_TEXTS.confirmText}</p>
          {startedThroughVkId() && <p>{VK_ROW_TEXTS.confirmTextSignsOut}</p>}
        </ConfirmDialog>
      )}
      <ProgressDialog open={phase === 'unlinking'} text={VK_ROW_TEXTS.unlinking} />
    </>
  );
}
