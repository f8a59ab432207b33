export { Card, CountCard, type CardProps, type CountCardProps } from './Card.tsx';
