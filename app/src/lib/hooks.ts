import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';

export type { AppDispatch, RootState };

/** Dispatch typed with the store's middleware: accepts thunks and RTK Query's `initiate` actions. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** useSelector typed with the whole store's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
