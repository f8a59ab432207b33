/** The privacy policy's title: the page's heading and the browser tab's, so the router's first file holds only this. */
export const PRIVACY_TITLE = 'Политика обработки персональных данных';
