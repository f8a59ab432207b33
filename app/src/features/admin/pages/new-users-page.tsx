import type { PendingRegistration } from '@school/contract';
import { Button, ConfirmDialog, IconButton } from '@school/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/load-failed';
import { PageGrid } from '../../../components/page-grid';
import { TEXTS } from '../../../config/texts';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import {
  useDeleteExpiredTempMutation,
  useDeleteTempMutation,
  useGetPendingRegistrationsQuery,
  useResendInviteMutation,
} from '../invitations/api';
import { RefreshIcon, TrashIcon } from '../../../components/action-icons';
import { NewUsersTable } from '../invitations/new-users-table';
import { displayName, isExpired } from '../invitations/pending-status';
import { NEW_USERS_TEXTS as T } from '../invitations/texts';

const Page = styled(PageGrid)`
  [data-part='words'] {
    overflow-wrap: normal;
    word-break: normal;
  }
  [data-part='expiry'] {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** The registration link of a pending registration: this site's address and /register/{id}. */
const registrationLink = (id: string): string => new URL(paths.register.getHref(id), window.location.origin).href;

/** '/admin/newusers' (SENIOR): 'Новые пользователи' of platform.md section 2, with the expiry and resend. */
export function NewUsersPage() {
  const dispatch = useAppDispatch();
  const list = useGetPendingRegistrationsQuery();
  const [deleteTemp, deleting] = useDeleteTempMutation();
  const [deleteExpired, deletingExpired] = useDeleteExpiredTempMutation();
  const [resendInvite] = useResendInviteMutation();
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<PendingRegistration | null>(null);
  const [confirmingExpired, setConfirmingExpired] = useState(false);

  const rows = list.data ?? [];
  /* Expired as of the last load: the list is what the server said then. */
  const now = list.fulfilledTimeStamp ?? 0;
  const expiredCount = rows.filter((temp) => isExpired(temp, now)).length;

  const copyLink = async (temp: PendingRegistration) => {
    try {
      await navigator.clipboard.writeText(registrationLink(temp._id));
      dispatch(notify(T.copied, 'success'));
    } catch {
      dispatch(notify(T.copyFailed));
    }
  };

  const resend = async (temp: PendingRegistration) => {
    setResending((ids) => new Set(ids).add(temp._id));
    /* A refusal (429 too soon, 409 e-mail taken) reaches the common error toast. */
    const result = await resendInvite(temp._id);
    setResending((ids) => {
      const next = new Set(ids);
      next.delete(temp._id);
      return next;
    });
    if (!result.error) dispatch(notify(T.resent(temp.email ?? ''), 'success'));
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    const result = await deleteTemp(confirming._id);
    setConfirming(null);
    if (!result.error) dispatch(notify(T.deleted, 'success'));
  };

  const confirmDeleteExpired = async () => {
    const result = await deleteExpired();
    setConfirmingExpired(false);
    if (result.data) dispatch(notify(T.deletedExpired(result.data.deleted), 'success'));
  };

  const actions = (
    <>
      <IconButton label={T.refresh} onClick={() => void list.refetch()} disabled={list.isFetching}>
        <RefreshIcon />
      </IconButton>
      {expiredCount > 0 && (
        <Button variant="outlined" color="error" startIcon={<TrashIcon />} onClick={() => setConfirmingExpired(true)}>
          {T.deleteExpired(expiredCount)}
        </Button>
      )}
    </>
  );

  return (
    <Page as="section" aria-labelledby="new-users-title">
      <h1 id="new-users-title">{TEXTS.newUsersTitle}</h1>
      {list.isError && !list.data ? (
        <>
          <div>{actions}</div>
          <LoadFailed message={T.loadFailed} retrying={list.isFetching} onRetry={() => void list.refetch()} />
        </>
      ) : (
        <NewUsersTable
          rows={rows}
          loading={list.isLoading}
          now={now}
          resending={resending}
          actions={actions}
          onDelete={setConfirming}
          onCopyLink={(temp) => void copyLink(temp)}
          onResend={(temp) => void resend(temp)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? T.deleteTitle(displayName(confirming)) : ''}
        confirmLabel={T.delete}
        destructive
        loading={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      >
        {T.deleteText}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingExpired}
        title={T.deleteExpiredTitle(expiredCount)}
        confirmLabel={T.delete}
        destructive
        loading={deletingExpired.isLoading}
        onConfirm={() => void confirmDeleteExpired()}
        onCancel={() => setConfirmingExpired(false)}
      >
        {T.deleteExpiredText}
      </ConfirmDialog>
    </Page>
  );
}
