import { useEffect } from 'react';
import { company } from '../../config/company';

/** Sets the tab title from the deepest matched route that names its page: 'Расписание — Онлайн-школа'. */
export function useDocumentTitle(titles: (string | undefined)[]) {
  const page = titles.findLast((title) => title !== undefined);
  const text = page ? `${page} — ${company.schoolTitle}` : company.schoolTitle;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
