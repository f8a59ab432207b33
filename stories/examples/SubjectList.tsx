import { useEffect, useState } from 'react';
import { endpointUrl, type Subject } from '@school/contract';
import { DataTable, type DataTableColumn } from '@school/ui';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; subjects: Subject[] };

/** Demo consumer of GET /server/api/getsubj: proves a story's network goes through MSW. */
export function SubjectList() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(endpointUrl('getSubjects'), { signal: controller.signal })
      .then(async (response) => {
        const body: unknown = await response.json();
        if (!response.ok) throw new Error((body as { message?: string }).message ?? `HTTP ${response.status}`);
        setState({ status: 'done', subjects: body as Subject[] });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: String((error as Error).message) });
      });
    return () => controller.abort();
  }, []);

  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  return (
    <DataTable
      caption="Предметы"
      columns={columns}
      rows={state.status === 'done' ? state.subjects : []}
      getRowId={(subject) => subject.shortname}
      loading={state.status === 'loading'}
      emptyState="Предметов пока нет"
      minWidth="480px"
    />
  );
}

const columns: DataTableColumn<Subject>[] = [
  { key: 'name', header: 'Название', cell: (s) => s.name },
  { key: 'shortname', header: 'Короткое имя', cell: (s) => s.shortname },
  { key: 'min', header: 'Минимум', align: 'end', cell: (s) => s.min },
  { key: 'max', header: 'Максимум', align: 'end', cell: (s) => s.max },
];
