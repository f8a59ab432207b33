/**
 * 'Пригласить списком': reading the CSV (first name, last name, e-mail, role) and judging each row
 * by the rules the server applies, so the preview shows what the server would refuse. Loaded only
 * with the dialog: papaparse stays out of the entry chunk.
 */
import {
  BULK_INVITE_MAX_ROWS,
  MESSAGES,
  ROLES,
  bulkInviteRowSchema,
  type BulkInviteRow,
  type Role,
  type RoleShortname,
} from '@school/contract';
import Papa from 'papaparse';

/**
 * The file's text: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1251,
 * what Excel writes for "CSV" on a Russian Windows.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** One data row of the file as typed. `line` counts from 1 like a spreadsheet, the header included. */
export interface CsvRow {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

const HEADER_CELL = /^(e-?mail|почта|эл\.? ?почта|электронная почта|адрес почты|имя|first ?name)$/i;

/* A first row with a header word where the first name or the e-mail go and no '@' is the header. */
const isHeader = (cells: readonly string[]): boolean =>
  !cells.some((cell) => cell.includes('@')) && cells.some((cell) => HEADER_CELL.test(cell.trim()));

/** Rows of the CSV in order; the delimiter (',' or Excel's ';') is detected, blank lines skipped. */
export function parseInviteCsv(text: string): CsvRow[] {
  const { data } = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' });
  const withLines = data.map((cells, index) => ({ cells: cells.map((cell) => cell.trim()), line: index + 1 }));
  const body = withLines.length > 0 && isHeader(withLines[0]!.cells) ? withLines.slice(1) : withLines;
  return body.map(({ cells, line }) => ({
    line,
    firstName: cells[0] ?? '',
    lastName: cells[1] ?? '',
    email: cells[2] ?? '',
    role: cells[3] ?? '',
  }));
}

const fold = (value: string) => value.trim().toLowerCase().replaceAll('ё', 'е');

/** A role typed as its Russian name ('Преподаватель') or shortname ('teacher'), or null. */
export function resolveRole(
  value: string,
  roles: readonly Pick<Role, 'name' | 'shortname'>[] = ROLES,
): RoleShortname | null {
  const wanted = fold(value);
  if (!wanted) return null;
  const found = roles.find((role) => fold(role.shortname) === wanted || fold(role.name) === wanted);
  return found ? found.shortname : null;
}

/** What is wrong with a row, by column; null where the column is fine. */
export interface RowProblems {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: string | null;
}

export interface JudgedRow extends CsvRow {
  /** What goes to the server when the row is valid. */
  invite: BulkInviteRow | null;
  problems: RowProblems;
}

export interface JudgeOptions {
  /** Roles the viewer may give (the create dialog's list). */
  allowedRoles: readonly RoleShortname[];
  /** The server's role list, for Russian names; the contract's by default. */
  roles?: readonly Pick<Role, 'name' | 'shortname'>[];
  /** Lower-cased e-mails the availability check found taken. */
  takenEmails?: ReadonlySet<string>;
}

/**
 * Each row against the single invitation's rules (the contract's schema), the viewer's roles, the
 * e-mails found taken and the e-mails of the rows above it.
 */
export function judgeRows(rows: readonly CsvRow[], options: JudgeOptions): JudgedRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const role = resolveRole(row.role, options.roles);
    const parsed = bulkInviteRowSchema.safeParse({ ...row, role: role ?? row.role });
    const problems: RowProblems = { firstName: null, lastName: null, email: null, role: null };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof RowProblems;
        if (field in problems) problems[field] ??= issue.message;
      }
    }
    if (!row.role.trim()) problems.role = MESSAGES.rolesRequired;
    else if (role && !options.allowedRoles.includes(role)) problems.role = MESSAGES.roleNotAllowed;
    const email = row.email.trim().toLowerCase();
    if (!problems.email && email) {
      if (options.takenEmails?.has(email)) problems.email = MESSAGES.emailTaken;
      else if (seen.has(email)) problems.email = MESSAGES.bulkDuplicateEmail;
    }
    if (email) seen.add(email);
    const valid = parsed.success && Object.values(problems).every((problem) => problem === null);
    return { ...row, invite: valid ? parsed.data : null, problems };
  });
}

/** Too many rows for one call: the whole file is refused. */
export const tooManyRows = (rows: readonly unknown[]): boolean => rows.length > BULK_INVITE_MAX_ROWS;
