import type { User } from '@school/contract';
import { Suspense } from 'react';
import { useServerConfig } from '../../config';
import { TelegramRow } from '../../integrations/telegram';
import { VkRow } from '../../integrations/vk';
import { integrationsShown } from '../integrations';
import { PROFILE_TEXTS } from '../texts';
import { SettingsSection } from './settings-section';

/** 'Интеграции': the VK ID row, then the Telegram row, each hidden while off; nothing while both are. */
export function IntegrationsSection({ user }: { user: User }) {
  const config = useServerConfig();
  if (!integrationsShown(config)) return null;
  return (
    <SettingsSection title={PROFILE_TEXTS.integrationsSection}>
      <Suspense fallback={null}>
        <VkRow user={user} />
        <TelegramRow user={user} />
      </Suspense>
    </SettingsSection>
  );
}
