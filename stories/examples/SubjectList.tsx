import { useEffect, useState } from 'react';
import { endpointUrl, type Subject } from '@school/contract';
import { Skeleton } from '@school/ui';

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

  if (state.status === 'loading') return <Skeleton variant="table" rows={4} aria-label="Загрузка предметов" />;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  if (state.subjects.length === 0) return <p>Предметов пока нет</p>;
  return (
    <table>
      <caption>Предметы</caption>
      <thead>
        <tr>
          <th scope="col">Название</th>
          <th scope="col">Короткое имя</th>
          <th scope="col">Минимум</th>
          <th scope="col">Максимум</th>
        </tr>
      </thead>
      <tbody>
        {state.subjects.map((subject) => (
          <tr key={subject.shortname}>
            <td>{subject.name}</td>
            <td>{subject.shortname}</td>
            <td>{subject.min}</td>
            <td>{subject.max}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
