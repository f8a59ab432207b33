import type { User } from '@school/contract';
import { Suspense } from 'react';
import { useServerConfig } from '../../config';
import { TelegramRow } from '../../integrations/telegram';
import { integrationsShown } from '../integrations';
import { PROFILE_TEXTS } from '../texts';
import { SettingsSection } from './settings-section';

/** 'Интеграции': the Telegram row (the VK ID row joins it in issue 12); nothing while none is on. */
export function IntegrationsSection({ user }: { user: User }) {
  const config = useServerConfig();
  if (!integrationsShown(config)) return null;
  return (
    <SettingsSection title={PROFILE_TEXTS.integrationsSection}>
      <Suspense fallback={null}>
        <TelegramRow user={user} />
      </Suspense>
    </SettingsSection>
  );
}
