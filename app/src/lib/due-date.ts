/* The viewer's own clock: a deadline is an instant, said in the zone the browser is in ('25 ноября в 20:00'). */
const dueFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** A deadline as the dashboard and the homework pages say it. */
export const formatDue = (iso: string): string => dueFormat.format(new Date(iso));
