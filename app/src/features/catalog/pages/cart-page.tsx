import { CenteredMessage } from '../../../components/centered-message';

export function CartPage() {
  return (
    <CenteredMessage
      title="Оплата"
      text="Корзина пуста. Оплата курсов на платформе пока недоступна: по вопросам оплаты свяжитесь со школой, контакты — в разделе помощи."
    />
  );
}
