import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from '../../../../testing/cookies';
import { renderRoutes } from '../../../../testing/render-routes';
import { VK_SIGN_IN_UNAVAILABLE } from '../vk-return';
import { VkReturnPage } from './vk-return-page';

afterEach(() => {
  cleanup();
  clearAllCookies();
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/get-vkapi', element: <VkReturnPage /> },
      { path: '/', element: <p>Главная страница</p> },
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

  it('/get-vkapi opened without VK ID answer / goes home silently', async () => {
    const { store } = renderAt('/get-vkapi');
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(store.getState().notifications.items).toEqual([]);
  });
});
