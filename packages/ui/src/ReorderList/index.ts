export { ReorderList, type ReorderItem, type ReorderListProps } from './ReorderList.tsx';
