import { ROLE_IDS, type RoleShortname, type User } from '@school/contract';
import { Avatar, Badge, DataTable, formatPhone, IconButton, type DataTableColumn } from '@school/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon, PencilIcon } from '../../../components/action-icons';
import { TEXTS } from '../../../config/texts';
import { fullName } from './filter-users';
import { USERS_TEXTS } from './texts';
import { SendIcon } from '../../../components/action-icons';
import { canManage } from './users-policy';

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;

/* Subjects wrap inside a bounded width; the other cells stay on one line (an e-mail broken
   letter by letter is unreadable), and the table scrolls sideways instead. */
const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  min-width: 12rem;
  max-width: 18rem;
  gap: ${({ theme }) => theme.space(1)};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Mark = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.success};
  svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
`;

export interface UsersTableProps {
  viewer: Pick<User, 'username' | 'roles'>;
  rows: User[];
  loading: boolean;
  emptyState: ReactNode;
  search: ReactNode;
  actions: ReactNode;
  onEdit: (user: User) => void;
}

const roleRank = (user: User) => ROLE_IDS[user.roles[0] as RoleShortname] ?? Number.MAX_SAFE_INTEGER;

/**
 * The account list of platform.md section 2, only the rows in view rendered (a school has
 * thousands of students): sortable by name and role, the header fixed, sideways scroll on phones.
 */
export function UsersTable({ viewer, rows, loading, emptyState, search, actions, onEdit }: UsersTableProps) {
  const columns: DataTableColumn<User>[] = [
    {
      key: 'edit',
      header: '',
      srHeader: USERS_TEXTS.actionsColumn,
      width: '64px',
      cell: (user) =>
        user.username === viewer.username ? (
          <span>{TEXTS.you}</span>
        ) : canManage(viewer, user) ? (
          <IconButton size="sm" label={USERS_TEXTS.edit} onClick={() => onEdit(user)}>
            <PencilIcon />
          </IconButton>
        ) : null,
    },
    {
      key: 'user',
      header: USERS_TEXTS.userColumn,
      sortValue: fullName,
      cell: (user) => (
        <Person>
          <Avatar name={fullName(user)} src={user.avatar} size="sm" decorative />
          {fullName(user)}
        </Person>
      ),
    },
    {
      key: 'role',
      header: USERS_TEXTS.roleColumn,
      sortValue: roleRank,
      cell: (user) => <Nowrap>{user.roleName}</Nowrap>,
    },
    {
      key: 'subjects',
      header: USERS_TEXTS.subjectsColumn,
      cell: (user) =>
        user.subjectNames.length > 0 ? (
          <Badges>
            {user.subjectNames.map((name) => (
              <Badge key={name}>{name}</Badge>
            ))}
          </Badges>
        ) : null,
    },
    { key: 'email', header: USERS_TEXTS.emailColumn, cell: (user) => <Nowrap>{user.email}</Nowrap> },
    {
      key: 'phone',
      header: USERS_TEXTS.phoneColumn,
      cell: (user) => <Nowrap>{user.phone && formatPhone(user.phone)}</Nowrap>,
    },
    { key: 'username', header: USERS_TEXTS.usernameColumn, cell: (user) => <Nowrap>{user.username}</Nowrap> },
    {
      key: 'vk',
      header: USERS_TEXTS.vkColumn,
      align: 'center',
      cell: (user) =>
        user.VKId ? (
          <Mark role="img" aria-label={USERS_TEXTS.vkLinked}>
            <CheckIcon />
          </Mark>
        ) : null,
    },
    {
      key: 'telegram',
      header: USERS_TEXTS.telegramColumn,
      cell: (user) => (user.telegramID ? <Badge icon={<SendIcon />}>{user.telegramID}</Badge> : null),
    },
  ];

  return (
    <DataTable
      caption={USERS_TEXTS.tableCaption}
      columns={columns}
      rows={rows}
      getRowId={(user) => user.username}
      rowTint={(user) => (user.username === viewer.username ? 'current' : user.isBanned ? 'banned' : undefined)}
      loading={loading}
      loadingRows={8}
      emptyState={emptyState}
      search={search}
      actions={actions}
      virtual
      maxHeight="max(20rem, calc(100dvh - 16rem))"
      scrollHint={USERS_TEXTS.scrollHint}
    />
  );
}
