import type { Subject } from '@school/contract';
import { Button, DataTable, IconButton, type DataTableColumn } from '@school/ui';
import { PencilIcon } from '../../../components/action-icons';
import { SUBJECT_TEXTS } from './texts';

export interface SubjectsTableProps {
  subjects: Subject[];
  loading: boolean;
  onAdd: () => void;
  onEdit: (subject: Subject) => void;
}

/** The columns of platform.md section 2: edit, full name, short name, minimum passing score, maximum score. */
export function SubjectsTable({ subjects, loading, onAdd, onEdit }: SubjectsTableProps) {
  const columns: DataTableColumn<Subject>[] = [
    {
      key: 'edit',
      header: '',
      srHeader: SUBJECT_TEXTS.edit,
      width: '56px',
      cell: (subject) => (
        <IconButton label={SUBJECT_TEXTS.edit} size="sm" onClick={() => onEdit(subject)}>
          <PencilIcon />
        </IconButton>
      ),
    },
    { key: 'name', header: SUBJECT_TEXTS.nameColumn, cell: (subject) => subject.name },
    { key: 'shortname', header: SUBJECT_TEXTS.shortnameColumn, cell: (subject) => subject.shortname },
    { key: 'min', header: SUBJECT_TEXTS.minColumn, align: 'end', cell: (subject) => subject.min },
    { key: 'max', header: SUBJECT_TEXTS.maxColumn, align: 'end', cell: (subject) => subject.max },
  ];
  return (
    <DataTable
      caption={SUBJECT_TEXTS.tableCaption}
      columns={columns}
      rows={subjects}
      getRowId={(subject) => subject.shortname}
      loading={loading}
      emptyState={SUBJECT_TEXTS.empty}
      actions={<Button onClick={onAdd}>{SUBJECT_TEXTS.add}</Button>}
      minWidth="640px"
    />
  );
}
