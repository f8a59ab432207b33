import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * Dispatch that takes thunks and RTK Query's `initiate` actions. It is typed without the store's state: the store
 * is made of the features' slices, so a type taken from app/store would tie lib to every feature in a circle.
 * Nothing is lost: a slice's selectors name the part of the state they read, so plain `useSelector` types them.
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
