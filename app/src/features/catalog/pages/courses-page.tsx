import { CenteredMessage } from '../../../components/centered-message';

export function CoursesPage() {
  return (
    <CenteredMessage
      title="Курсы"
      text="Здесь будут Ваши курсы подготовки к ОГЭ, ЕГЭ и олимпиадам: уроки, домашние задания и материалы. Пока у Вас нет ни одного курса."
    />
  );
}
