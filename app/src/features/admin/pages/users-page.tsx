import { PagePlaceholder } from '../../../components/page-placeholder';

/* Route slot: the page itself is built in this feature separately. */
export function UsersPage() {
  return <PagePlaceholder title="Управление пользователями" />;
}
