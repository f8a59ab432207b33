import { PagePlaceholder } from '../../../components/page-placeholder';

/* Route slot: the page itself is built in this feature separately. */
export function SettingsPage() {
  return <PagePlaceholder title="Личный кабинет" />;
}
