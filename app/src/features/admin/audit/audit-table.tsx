import type { AuditEntry, User } from '@school/contract';
import { DataTable, type DataTableColumn } from '@school/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { detailLines } from './details';
import { AUDIT_TEXTS, actionText } from './texts';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/* The time in the reader's own zone, to the minute. */
const timeFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeStyle: 'short' });

export interface AuditTableProps {
  entries: AuditEntry[];
  /** People by login, to show a name above the login when the account is known. */
  people: ReadonlyMap<string, User>;
  loading: boolean;
  emptyState: string;
  /** Filters above the table. */
  filters: ReactNode;
}

/** A login with the person's name above it when the account is known (the target may be an e-mail or a subject). */
function Person({ login, people }: { login: string; people: ReadonlyMap<string, User> }) {
  const person = people.get(login);
  if (!person) return <>{login}</>;
  return (
    <>
      {person.firstName} {person.lastName}
      <Muted>{login}</Muted>
    </>
  );
}

/** The log's columns: when, who, what (in Russian), whom, details. */
export function AuditTable({ entries, people, loading, emptyState, filters }: AuditTableProps) {
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: AUDIT_TEXTS.whenColumn,
      width: '170px',
      cell: (entry) => <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>,
    },
    { key: 'actor', header: AUDIT_TEXTS.whoColumn, cell: (entry) => <Person login={entry.actor} people={people} /> },
    { key: 'action', header: AUDIT_TEXTS.whatColumn, cell: (entry) => actionText(entry.action) },
    { key: 'target', header: AUDIT_TEXTS.whomColumn, cell: (entry) => <Person login={entry.target} people={people} /> },
    {
      key: 'details',
      header: AUDIT_TEXTS.detailsColumn,
      wrap: true,
      cell: (entry) => {
        const lines = detailLines(entry.details);
        return lines.length === 0 ? (
          AUDIT_TEXTS.noDetails
        ) : (
          <Lines>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Lines>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={AUDIT_TEXTS.tableCaption}
      columns={columns}
      rows={entries}
      getRowId={(entry) => `${entry.at}|${entry.actor}|${entry.action}|${entry.target}`}
      loading={loading}
      emptyState={emptyState}
      actions={filters}
      minWidth="880px"
    />
  );
}
