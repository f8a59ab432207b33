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

/** Our own button where the widget did not load (issue 12). */
export const VK_SIGN_IN_LABEL = 'Войти через VK ID';
/** Between a dialog's form and its VK ID control. */
export const VK_OR = 'или';
/** /get-vkapi: VK ID's `{error}`, a refused state or any other failure (issue 12). */
export const VK_SIGN_IN_FAILED = 'Не удалось войти через VK ID. Попробуйте еще раз.';
/** The spinner's label on /get-vkapi while the code is exchanged. */
export const VK_SIGN_IN_PROGRESS = 'Входим через VK ID';
/** /get-vkapi for a person the platform does not know yet: the consent before the registration (issue 40). */
export const VK_REGISTRATION_TITLE = 'Регистрация через VK ID';
export const VK_REGISTRATION_TEXT =
  'Учетной записи с этим VK ID на платформе еще нет. Чтобы зарегистрироваться, подтвердите согласие на обработку персональных данных.';
