import { MESSAGES } from '@school/contract';

/** The query VK ID appends to our redirect URL (platform.md section 2). */
export interface VkReturnParams {
  code: string | null;
  deviceId: string | null;
  state: string | null;
}

export const readVkReturn = (params: URLSearchParams): VkReturnParams => ({
  code: params.get('code'),
  deviceId: params.get('device_id'),
  state: params.get('state'),
});

/* Until the VK ID issue wires the exchange, both return pages explain why nothing happened. */
export const VK_SIGN_IN_UNAVAILABLE = `${MESSAGES.vkNotConfigured}. Войдите по логину и паролю.`;
export const VK_LINK_UNAVAILABLE = `${MESSAGES.vkNotConfigured}: привязать VK ID пока нельзя.`;
