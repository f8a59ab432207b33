import { Skeleton } from '@school/ui';
import { Suspense } from 'react';
import { CalendarFeed } from '../../lessons';
import { SettingsSection } from './settings-section';

/** 'Календарь на телефоне': its heading at once, the feed (the lessons feature's own code) as soon as it is in. */
export function CalendarFeedSection() {
  return (
    <SettingsSection title="Календарь на телефоне">
      <Suspense fallback={<Skeleton aria-label="Загрузка ссылки на календарь" rows={2} />}>
        <CalendarFeed />
      </Suspense>
    </SettingsSection>
  );
}
