import { ROLE_NAMES, type PendingRegistration, type RoleShortname } from '@school/contract';
import { Badge, Button, DataTable, IconButton, type DataTableColumn } from '@school/ui';
import type { ReactNode } from 'react';
import { CopyIcon, SendIcon, TrashIcon } from '../../../components/action-icons';
import { displayName, formatExpiry, isExpired, registrationStatus } from './pending-status';
import { NEW_USERS_TEXTS as T } from './texts';

export interface NewUsersTableProps {
  rows: PendingRegistration[];
  loading: boolean;
  /** When the list was loaded (ms): rows expired by then are marked. */
  now: number;
  /** Ids whose resend is in flight. */
  resending: ReadonlySet<string>;
  actions: ReactNode;
  onDelete: (temp: PendingRegistration) => void;
  onCopyLink: (temp: PendingRegistration) => void;
  onResend: (temp: PendingRegistration) => void;
}

const roleName = (temp: PendingRegistration): string => {
  const first = temp.roles[0] as RoleShortname | undefined;
  return first ? ROLE_NAMES[first] : ROLE_NAMES.USER;
};

/** An e-mail that may wrap after its '@' and nowhere else. */
const breakAfterAt = (email: string): ReactNode => {
  const at = email.indexOf('@');
  if (at === -1) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};

/**
 * The columns of platform.md section 2 (delete, name, e-mail, first role, registration link,
 * status) and the additions: the expiry with 'Отправить повторно' for invitations.
 */
export function NewUsersTable({
  rows,
  loading,
  now,
  resending,
  actions,
  onDelete,
  onCopyLink,
  onResend,
}: NewUsersTableProps) {
  const columns: DataTableColumn<PendingRegistration>[] = [
    {
      key: 'delete',
      header: '',
      srHeader: T.delete,
      width: '56px',
      cell: (temp) => (
        <IconButton label={T.delete} size="sm" color="error" onClick={() => onDelete(temp)}>
          <TrashIcon />
        </IconButton>
      ),
    },
    {
      key: 'name',
      header: T.nameColumn,
      /* Wraps between first and last name only, never inside a word. */
      cell: (temp) => <span data-part="words">{displayName(temp)}</span>,
      sortValue: displayName,
    },
    {
      key: 'email',
      header: T.emailColumn,
      /* An address broken mid-word is hard to read: it breaks after its '@' only, where a narrow table needs it. */
      cell: (temp) => <span data-part="words">{breakAfterAt(temp.email ?? '')}</span>,
    },
    {
      key: 'role',
      header: T.roleColumn,
      cell: (temp) => <span data-part="words">{roleName(temp)}</span>,
      sortValue: roleName,
    },
    {
      key: 'link',
      header: T.linkColumn,
      width: '96px',
      align: 'center',
      cell: (temp) => (
        <IconButton label={T.copyLink} size="sm" color="primary" onClick={() => onCopyLink(temp)}>
          <CopyIcon />
        </IconButton>
      ),
    },
    {
      key: 'status',
      header: T.statusColumn,
      cell: (temp) =>
        registrationStatus(temp) === 'codeSent' ? (
          <Badge tone="success">{T.codeSent}</Badge>
        ) : (
          <Badge tone="warning">{T.awaiting}</Badge>
        ),
    },
    {
      key: 'expires',
      header: T.expiresColumn,
      sortValue: (temp) => temp.expiresAt,
      /* 'Отправить повторно' renews this date, so it sits beside it: a column of its own made the table wider than
         the page beside the menu at 1366 px. */
      cell: (temp) => (
        <span data-part="expiry" data-expired={isExpired(temp, now) || undefined}>
          <time dateTime={temp.expiresAt}>{formatExpiry(temp.expiresAt)}</time>
          {isExpired(temp, now) && <Badge tone="error">{T.expired}</Badge>}
          {temp.invitation && (
            <Button
              variant="outlined"
              size="sm"
              startIcon={<SendIcon />}
              loading={resending.has(temp._id)}
              aria-label={`${T.resend}: ${displayName(temp)}`}
              onClick={() => onResend(temp)}
            >
              {T.resend}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={T.tableCaption}
      columns={columns}
      rows={rows}
      getRowId={(temp) => temp._id}
      loading={loading}
      emptyState={T.empty}
      actions={actions}
      minWidth="880px"
      scrollHint={T.scrollHint}
      defaultSort={{ key: 'expires', direction: 'ascending' }}
    />
  );
}
