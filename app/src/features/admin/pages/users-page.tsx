import { canOpenAdmin, type User } from '@school/contract';
import { Button, IconButton, media, TextField, useMediaQuery } from '@school/ui';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/load-failed';
import { PageGrid } from '../../../components/page-grid';
import { TEXTS } from '../../../config/texts';
import type { FirstCalls } from '../../../lib/first-calls';
import { lazyComponent } from '../../../lib/lazy-page';
import { useCurrentUser } from '../../session';
import { BulkInviteButton } from '../invitations/bulk-invite-button';
import { adminUsersApi, useAdminRolesQuery, useAdminSubjectsQuery, useAdminUsersQuery } from '../users/api';
import { filterUsers, toSearchable } from '../users/filter-users';
import { USERS_TEXTS } from '../users/texts';
import { PlusIcon, RefreshIcon, SearchIcon } from '../../../components/action-icons';
import { BackIcon } from '../../../components/icons';
import { UsersTable } from '../users/users-table';

/* The dialogs bring the form kit and the role select: loaded on the first click, not with the page, whose first
   paint on a slow line then waits for fewer files. */
const CreateUserDialog = lazyComponent(() => import('../users/create-user-dialog'), 'CreateUserDialog');
const EditUserDialog = lazyComponent(() => import('../users/edit-user-dialog'), 'EditUserDialog');

/** Its three lists, for whoever the admin area lets in (the route's guard: canOpenAdmin). */
export const firstCalls: FirstCalls = (viewer) =>
  canOpenAdmin(viewer.roles)
    ? [
        adminUsersApi.util.prefetch('adminUsers', undefined, {}),
        adminUsersApi.util.prefetch('adminRoles', undefined, {}),
        adminUsersApi.util.prefetch('adminSubjects', undefined, {}),
      ]
    : [];

const Page = styled(PageGrid)`
  [data-part='count'] {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  [data-part='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-stale] [data-part='scroll'] {
    opacity: 0.7;
  }
`;

/** '/admin/users' (SENIOR): 'Управление пользователями' of platform.md section 2. */
export function UsersPage() {
  const navigate = useNavigate();
  const phone = useMediaQuery(media.phone);
  const viewer = useCurrentUser();
  const usersQuery = useAdminUsersQuery();
  const { data: roles = [] } = useAdminRolesQuery();
  const { data: subjects = [] } = useAdminSubjectsQuery();
  const [query, setQuery] = useState('');
  /* Typing stays instant: the 5,000-row filter runs as a lower-priority render behind it. */
  const deferredQuery = useDeferredValue(query);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);

  const all = usersQuery.data;
  const searchable = useMemo(() => toSearchable(all ?? []), [all]);
  const rows = useMemo(() => filterUsers(searchable, deferredQuery), [searchable, deferredQuery]);
  const stale = query !== deferredQuery;

  if (!viewer) return null;

  const actions = (
    <>
      {!phone && (
        <IconButton label={USERS_TEXTS.back} onClick={() => void navigate(paths.admin.home.getHref())}>
          <BackIcon />
        </IconButton>
      )}
      <Button startIcon={<PlusIcon />} onClick={() => setCreating(true)}>
        {USERS_TEXTS.addUser}
      </Button>
      <BulkInviteButton />
      <IconButton label={USERS_TEXTS.refresh} onClick={() => void usersQuery.refetch()}>
        <RefreshIcon />
      </IconButton>
    </>
  );

  const search = (
    <TextField
      label={USERS_TEXTS.search}
      type="search"
      placeholder={USERS_TEXTS.searchHint}
      startAdornment={<SearchIcon />}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      autoComplete="off"
      fullWidth
    />
  );

  return (
    <Page as="section" aria-labelledby="users-title">
      <h1 id="users-title">{TEXTS.usersTitle}</h1>
      {usersQuery.isError ? (
        <>
          <div data-part="toolbar">{actions}</div>
          <LoadFailed
            message={USERS_TEXTS.loadFailed}
            retrying={usersQuery.isFetching}
            onRetry={() => void usersQuery.refetch()}
          />
        </>
      ) : (
        <div data-stale={stale || undefined}>
          <UsersTable
            viewer={viewer}
            rows={rows}
            loading={usersQuery.isLoading}
            emptyState={(all?.length ?? 0) === 0 ? USERS_TEXTS.noUsers : USERS_TEXTS.nothingFound}
            search={search}
            actions={actions}
            onEdit={setEditing}
          />
        </div>
      )}
      {all && (
        <p data-part="count" role="status">
          {USERS_TEXTS.found(rows.length, all.length)}
        </p>
      )}
      <Suspense fallback={null}>
        {creating && <CreateUserDialog open onClose={() => setCreating(false)} viewer={viewer} roles={roles} />}
        {editing && (
          <EditUserDialog
            key={editing.username}
            user={editing}
            viewer={viewer}
            roles={roles}
            subjects={subjects}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </Page>
  );
}
