import type { BulkInviteResult, Role, User } from '@school/contract';
import { MESSAGES } from '@school/contract';
import { Badge, Button, DataTable, Dialog, type DataTableColumn, type DataTableProps } from '@school/ui';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorStatus } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { adminUsersApi } from '../users/api';
import { creatableRoles } from '../users/users-policy';
import { useInviteStaffListMutation } from './bulk-api';
import {
  decodeCsv,
  judgeRows,
  parseInviteCsv,
  tooManyRows,
  type CsvRow,
  type JudgedRow,
  type RowProblems,
} from './bulk-csv';
import { BULK_TEXTS } from './bulk-texts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  [data-part='error'] {
    color: ${({ theme }) => theme.color.errorText};
  }
  [data-part='summary'] {
    font-weight: 600;
  }
`;

const Cell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
`;

/* Availability checks in flight at once: enough to be quick, few enough for the server's rate limit. */
const CHECK_CONCURRENCY = 4;

/** What the table shows per file row: the row, its problems, and after sending the server's word. */
interface ViewRow extends JudgedRow {
  result?: BulkInviteResult;
}

const firstProblem = (problems: RowProblems): string | null =>
  problems.firstName ?? problems.lastName ?? problems.email ?? problems.role;

function valueCell(value: string, problem: string | null): ReactNode {
  return (
    <Cell>
      <span>{value || '—'}</span>
      {problem ? <Badge tone="error">{problem}</Badge> : null}
    </Cell>
  );
}

function statusCell(row: ViewRow): ReactNode {
  if (row.result) {
    return 'id' in row.result ? (
      <Badge tone="success">{BULK_TEXTS.invited}</Badge>
    ) : (
      <Badge tone="error">{row.result.message}</Badge>
    );
  }
  const problem = firstProblem(row.problems);
  return problem ? <Badge tone="error">{problem}</Badge> : <Badge tone="success">{BULK_TEXTS.ok}</Badge>;
}

const previewColumns: DataTableColumn<ViewRow>[] = [
  { key: 'line', header: BULK_TEXTS.lineColumn, cell: (row) => row.line, width: '72px' },
  {
    key: 'firstName',
    header: BULK_TEXTS.firstNameColumn,
    cell: (row) => valueCell(row.firstName, row.problems.firstName),
  },
  { key: 'lastName', header: BULK_TEXTS.lastNameColumn, cell: (row) => valueCell(row.lastName, row.problems.lastName) },
  { key: 'email', header: BULK_TEXTS.emailColumn, cell: (row) => valueCell(row.email, row.problems.email) },
  { key: 'role', header: BULK_TEXTS.roleColumn, cell: (row) => valueCell(row.role, row.problems.role) },
];

const reportColumns: DataTableColumn<ViewRow>[] = [
  { key: 'line', header: BULK_TEXTS.lineColumn, cell: (row) => row.line, width: '72px' },
  { key: 'name', header: BULK_TEXTS.firstNameColumn, cell: (row) => `${row.firstName} ${row.lastName}`.trim() || '—' },
  { key: 'email', header: BULK_TEXTS.emailColumn, cell: (row) => row.email || '—' },
  { key: 'status', header: BULK_TEXTS.statusColumn, cell: statusCell },
];

/** The file's rows by line number, as the preview before sending and the report after: one look for both. */
function LinesTable(props: Pick<DataTableProps<ViewRow>, 'caption' | 'columns' | 'rows' | 'minWidth'>) {
  return <DataTable {...props} getRowId={(row) => String(row.line)} maxHeight="50vh" />;
}

/**
 * The e-mails of `rows` the server says are taken, checked a few at a time as the create dialog
 * checks one. A refusal other than "taken" (the rate limit, a lost connection) stops the checking:
 * the server checks every row again when they are sent.
 */
function useTakenEmails(rows: readonly CsvRow[] | null): { taken: ReadonlySet<string>; checking: boolean } {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<{ rows: readonly CsvRow[] | null; taken: Set<string>; done: boolean }>({
    rows: null,
    taken: new Set(),
    done: true,
  });
  useEffect(() => {
    if (!rows) return;
    const emails = [
      ...new Set(
        judgeRows(rows, { allowedRoles: [] })
          .filter((row) => row.email && row.problems.email === null)
          .map((row) => row.email.trim().toLowerCase()),
      ),
    ];
    const taken = new Set<string>();
    let cancelled = false;
    let halted = false;
    const requests: { abort: () => void }[] = [];
    setState({ rows, taken: new Set(), done: emails.length === 0 });
    const worker = async () => {
      for (let email = emails.shift(); email !== undefined && !halted && !cancelled; email = emails.shift()) {
        const request = dispatch(
          adminUsersApi.endpoints.adminCheckEmail.initiate(email, { subscribe: false, forceRefetch: true }),
        );
        requests.push(request);
        const answer = await request;
        if (answer.isError) {
          if (errorStatus(answer.error) === 409) taken.add(email);
          else halted = true;
        }
      }
    };
    void Promise.all(Array.from({ length: CHECK_CONCURRENCY }, worker)).then(() => {
      if (!cancelled) setState({ rows, taken, done: true });
    });
    return () => {
      cancelled = true;
      for (const request of requests) request.abort();
    };
  }, [rows, dispatch]);
  const current = state.rows === rows;
  return { taken: current ? state.taken : new Set(), checking: Boolean(rows) && (!current || !state.done) };
}

export interface BulkInviteDialogProps {
  open: boolean;
  onClose: () => void;
  viewer: Pick<User, 'roles'>;
  /** The server's role list (getroles), for Russian names and the roles the viewer may give. */
  roles: readonly Role[];
}

/**
 * 'Пригласить списком': pick a CSV, see every row judged (invalid or taken e-mail, unknown role,
 * a role the viewer may not give), send the clean ones in one call and read the server's report.
 */
export function BulkInviteDialog({ open, onClose, viewer, roles }: BulkInviteDialogProps) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<CsvRow[] | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [report, setReport] = useState<ViewRow[] | null>(null);
  const [invite, { isLoading: sending }] = useInviteStaffListMutation();
  /* A file over the limit is refused whole: its e-mails are not worth checking. */
  const { taken, checking } = useTakenEmails(rows && !tooManyRows(rows) ? rows : null);

  const allowedRoles = useMemo(
    () => creatableRoles(viewer.roles, [...roles]).map((role) => role.shortname),
    [viewer.roles, roles],
  );
  const judged = useMemo(
    () => (rows ? judgeRows(rows, { allowedRoles, roles, takenEmails: taken }) : []),
    [rows, allowedRoles, roles, taken],
  );
  const valid = judged.filter((row) => row.invite);
  const tooMany = tooManyRows(judged);

  const reset = () => {
    setRows(null);
    setReadError(null);
    setReport(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again must be read again
    if (!file) return;
    reset();
    try {
      const parsed = parseInviteCsv(decodeCsv(new Uint8Array(await file.arrayBuffer())));
      if (parsed.length === 0) setReadError(BULK_TEXTS.noRows);
      else setRows(parsed);
    } catch {
      setReadError(BULK_TEXTS.readFailed);
    }
  };

  const send = async () => {
    const answer = await invite({ rows: valid.map((row) => row.invite!) });
    // A refusal of the whole call is toasted by the common error handler; the preview stays.
    if ('error' in answer || !answer.data) return;
    const resultOf = new Map(answer.data.results.map((result) => [valid[result.row]!.line, result]));
    const created = answer.data.results.filter((result) => 'id' in result).length;
    setReport(judged.map((row) => ({ ...row, result: resultOf.get(row.line) })));
    if (created > 0) dispatch(notify(BULK_TEXTS.invitedToast(created), 'success'));
  };

  const createdCount = report?.filter((row) => row.result && 'id' in row.result).length ?? 0;

  const actions = report ? (
    <Button onClick={close}>{BULK_TEXTS.close}</Button>
  ) : (
    <>
      <Button variant="text" onClick={close}>
        {BULK_TEXTS.cancel}
      </Button>
      {rows ? (
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={sending}>
          {BULK_TEXTS.pickOther}
        </Button>
      ) : null}
      <Button
        onClick={() => void send()}
        disabled={!rows || checking || tooMany || valid.length === 0}
        loading={sending}
      >
        {BULK_TEXTS.invite}
      </Button>
    </>
  );

  return (
    <Dialog open={open} onClose={close} title={BULK_TEXTS.title} maxWidth="lg" actions={actions}>
      <Body>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={BULK_TEXTS.fileLabel}
          onChange={(event) => void onFile(event)}
        />
        {report ? (
          <>
            <p data-part="summary" role="status">
              {BULK_TEXTS.reportSummary(createdCount, report.length)}
            </p>
            <LinesTable caption={BULK_TEXTS.reportCaption} columns={reportColumns} rows={report} />
          </>
        ) : rows ? (
          <>
            {tooMany ? (
              <p data-part="error" role="alert">
                {MESSAGES.bulkTooManyRows}
              </p>
            ) : (
              <p data-part="summary" role="status">
                {checking ? BULK_TEXTS.checking : BULK_TEXTS.summary(valid.length, judged.length)}
              </p>
            )}
            <LinesTable caption={BULK_TEXTS.previewCaption} columns={previewColumns} rows={judged} minWidth="720px" />
          </>
        ) : (
          <>
            <p>{BULK_TEXTS.intro}</p>
            <p>{BULK_TEXTS.limit}</p>
            {readError ? (
              <p data-part="error" role="alert">
                {readError}
              </p>
            ) : null}
            <div>
              <Button variant="outlined" onClick={() => input.current?.click()}>
                {BULK_TEXTS.pickFile}
              </Button>
            </div>
          </>
        )}
      </Body>
    </Dialog>
  );
}
