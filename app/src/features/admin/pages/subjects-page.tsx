import type { Subject } from '@school/contract';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { PageGrid } from '../../../components/page-grid';
import { TEXTS } from '../../../config/texts';
import { useGetAdminSubjectsQuery } from '../subjects/api';
import { SubjectDialog } from '../subjects/subject-dialog';
import { SubjectsTable } from '../subjects/subjects-table';
import { SUBJECT_TEXTS } from '../subjects/texts';

/* Which dialog is open: none, a new subject, or the subject being edited. */
type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; subject: Subject };

/** 'Управление предметами' (/admin/subjects, SENIOR): the subject list with its create and edit dialogs. */
export function SubjectsPage() {
  const { data, isLoading, isFetching, isError, refetch } = useGetAdminSubjectsQuery();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const close = () => setEditing({ mode: 'closed' });

  return (
    <PageGrid>
      <h1>{TEXTS.subjectsTitle}</h1>
      {isError && !data ? (
        <LoadFailed message={SUBJECT_TEXTS.loadFailed} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <SubjectsTable
          subjects={data ?? []}
          loading={isLoading}
          onAdd={() => setEditing({ mode: 'create' })}
          onEdit={(subject) => setEditing({ mode: 'edit', subject })}
        />
      )}
      {editing.mode === 'create' && <SubjectDialog onClose={close} />}
      {editing.mode === 'edit' && (
        <SubjectDialog key={editing.subject.shortname} subject={editing.subject} onClose={close} />
      )}
    </PageGrid>
  );
}
