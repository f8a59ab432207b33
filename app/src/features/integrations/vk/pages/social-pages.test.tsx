import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setTokens } from '../../../../lib/cookies';
import { clearAllCookies } from '../../../../testing/cookies';
import { renderRoutes } from '../../../../testing/render-routes';
import { VK_LINK_UNAVAILABLE, VK_SIGN_IN_UNAVAILABLE } from '../vk-return';
import { LinkVkPage } from './link-vk-page';
import { VkReturnPage } from './vk-return-page';

afterEach(() => {
  cleanup();
  clearAllCookies();
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/get-vkapi', element: <VkReturnPage /> },
      { path: '/link-vk', element: <LinkVkPage /> },
      { path: '/', element: <p>Главная страница</p> },
      { path: '/settings', element: <p>Личный кабинет</p> },
    ],
    path,
  );
}

const query = '?code=vk-code-1&device_id=device-1&state=state-1';

describe('VK ID return pages while VK ID is not configured', () => {
  it('/get-vkapi / goes home and says VK ID sign-in is not configured', async () => {
    const { store } = renderAt(`/get-vkapi${query}`);
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(store.getState().notifications.items.map((item) => item.message)).toEqual([VK_SIGN_IN_UNAVAILABLE]);
    expect(VK_SIGN_IN_UNAVAILABLE).toMatch(/^Вход через VK ID не настроен/);
  });

  it('/link-vk with a session / goes back to the settings with the same explanation', async () => {
    setTokens('access', 'refresh');
    const { store } = renderAt(`/link-vk${query}`);
    expect(await screen.findByText('Личный кабинет')).toBeInTheDocument();
    expect(store.getState().notifications.items.map((item) => item.message)).toEqual([VK_LINK_UNAVAILABLE]);
  });

  it('/link-vk without a session / goes home', async () => {
    renderAt(`/link-vk${query}`);
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
  });

  it('/get-vkapi opened without VK ID answer / goes home silently', async () => {
    const { store } = renderAt('/get-vkapi');
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(store.getState().notifications.items).toEqual([]);
  });
});
