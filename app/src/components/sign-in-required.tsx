import { TEXTS } from '../config/texts';
import { CenteredMessage } from './centered-message';

/**
 * What an anonymous visitor sees on the home page and on any page that needs sign-in. The way in
 * is the app bar's 'Войти'; a second button of that name here would only compete with it.
 */
export function SignInRequired() {
  return <CenteredMessage title={TEXTS.welcomeTitle} text={TEXTS.anonymousText} />;
}
