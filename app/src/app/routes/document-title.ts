import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { company } from '../../config/company';

export interface TitleHandle {
  title: string;
}

/** A route's `handle` naming its page in the browser tab. */
export const title = (text: string): TitleHandle => ({ title: text });

const hasTitle = (handle: unknown): handle is TitleHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as TitleHandle).title === 'string';

/** Sets the tab title from the deepest route that names its page: 'Расписание — Онлайн-школа'. */
export function useDocumentTitle() {
  const matches = useMatches();
  const page = [...matches].reverse().find((match) => hasTitle(match.handle))?.handle as TitleHandle | undefined;
  const text = page ? `${page.title} — ${company.schoolTitle}` : company.schoolTitle;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
