/**
 * What the registration wizard's stories share: the page, how a story arrives at a registration (the tempuserId cookie of a
 * self-registration, or an invitation's route id) and how it fills in the questionnaire.
 */
import { COOKIES } from '@school/contract';
import { expect } from 'storybook/test';
import { TEXTS } from '../../../app/src/config/texts';
import { loadRegisterPage } from '../../../app/src/features/registration';
import { eventually, user, withCookies, type Canvas, type PageStoryProps } from '../page-story';

/** The wizard at /register, as the app routes it (/register/:id? for an invitation's id). */
export const WIZARD_PAGE: PageStoryProps = {
  path: '/register',
  route: { path: '/register/:id?', lazy: loadRegisterPage },
};

/** A `beforeEach`: the self-registration `id` waits in the tempuserId cookie, as the registration dialog left it. */
export const selfRegistration = (id: string) => () => withCookies({ [COOKIES.tempuserId]: id });

/** The `args` of a staff invitation's link, /register/{id}. */
export const invitation = (id: string) => ({ path: `/register/${id}` });

/** The questionnaire's first part once it is shown; returns its 'Продолжить'. */
export async function openQuestionnaire(canvas: Canvas) {
  await eventually(() => expect(canvas.getByRole('button', { name: TEXTS.continue })).toBeInTheDocument());
  return canvas.getByRole('button', { name: TEXTS.continue });
}

/** Picks the class and the subjects; returns 'Продолжить'. */
export async function chooseSubjects(canvas: Canvas, grade: number, names: string[]) {
  const next = await openQuestionnaire(canvas);
  await user().click(canvas.getByRole('radio', { name: `${grade} класс` }));
  for (const name of names) await user().click(canvas.getByRole('checkbox', { name }));
  return next;
}
