import {
  AUDIT_ACTION_NAMES,
  AUDIT_PAGE_SIZE_DEFAULT,
  canOpenAdmin,
  type AuditAction,
  type User,
} from '@school/contract';
import { Button, Select, type SelectOption } from '@school/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/load-failed';
import { PageGrid } from '../../../components/page-grid';
import { useGetAuditPeopleQuery, useGetAuditQuery } from '../audit/api';
import { AuditTable } from '../audit/audit-table';
import { AUDIT_TEXTS, actionText } from '../audit/texts';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 280px));
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  p {
    margin: 0 auto 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const ALL = '';
const byName = (a: User, b: User) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'ru');

/**
 * 'Журнал действий' (/admin/audit, SENIOR; an addition to the spec): staff actions newest first, a
 * page at a time, narrowed by action and by person. A new filter starts again at the first page.
 */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | typeof ALL>(ALL);
  const [actor, setActor] = useState(ALL);
  const { data, currentData, isFetching, isError, refetch } = useGetAuditQuery(
    { page, limit: AUDIT_PAGE_SIZE_DEFAULT, ...(action ? { action } : {}), ...(actor ? { actor } : {}) },
    // The log grows with every staff action elsewhere in the app: ask again on each visit.
    { refetchOnMountOrArgChange: true },
  );
  const { data: users } = useGetAuditPeopleQuery();

  const people = useMemo(() => new Map((users ?? []).map((user) => [user.username, user])), [users]);
  const actionOptions: SelectOption<string>[] = [
    { value: ALL, label: AUDIT_TEXTS.allActions },
    ...AUDIT_ACTION_NAMES.map((name) => ({ value: name, label: actionText(name) })),
  ];
  const personOptions: SelectOption<string>[] = [
    { value: ALL, label: AUDIT_TEXTS.allPeople },
    ...(users ?? [])
      .filter((user) => canOpenAdmin(user.roles))
      .sort(byName)
      .map((user) => ({ value: user.username, label: `${user.firstName} ${user.lastName} (${user.username})` })),
  ];

  if (isError && !data) {
    return (
      <PageGrid>
        <h1>{AUDIT_TEXTS.title}</h1>
        <LoadFailed message={AUDIT_TEXTS.loadFailed} retrying={isFetching} onRetry={() => void refetch()} />
      </PageGrid>
    );
  }

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE_DEFAULT));
  const first = (page - 1) * AUDIT_PAGE_SIZE_DEFAULT + 1;
  /* Counted from the answer to this page only: while the next page loads the old rows are not it. */
  const last = first - 1 + (currentData?.items.length ?? 0);
  const filtered = action !== ALL || actor !== ALL;

  return (
    <PageGrid>
      <h1>{AUDIT_TEXTS.title}</h1>
      <AuditTable
        entries={data?.items ?? []}
        people={people}
        loading={isFetching}
        emptyState={filtered ? AUDIT_TEXTS.emptyFiltered : AUDIT_TEXTS.empty}
        filters={
          <Filters>
            <Select<string>
              label={AUDIT_TEXTS.actionFilter}
              options={actionOptions}
              value={action}
              onChange={(value) => {
                setAction(value as AuditAction | typeof ALL);
                setPage(1);
              }}
              fullWidth
            />
            <Select<string>
              label={AUDIT_TEXTS.personFilter}
              options={personOptions}
              value={actor}
              onChange={(value) => {
                setActor(value);
                setPage(1);
              }}
              fullWidth
            />
          </Filters>
        }
      />
      {total > 0 && (
        <Pager aria-label={AUDIT_TEXTS.paging}>
          <p aria-live="polite">{currentData ? AUDIT_TEXTS.range(first, last, total) : ''}</p>
          <Button variant="outlined" disabled={page <= 1 || isFetching} onClick={() => setPage(page - 1)}>
            {AUDIT_TEXTS.previous}
          </Button>
          <Button variant="outlined" disabled={page >= pages || isFetching} onClick={() => setPage(page + 1)}>
            {AUDIT_TEXTS.next}
          </Button>
        </Pager>
      )}
    </PageGrid>
  );
}
