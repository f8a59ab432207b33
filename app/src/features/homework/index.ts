/**
 * Homework (/homework, an assignment, the review queue and a check; issue 43). Only lazy pages leave this index:
 * the router imports it, and the homework api and the Markdown must stay out of the first download.
 */
import { lazyPage } from '../../lib/lazy-page';

export const loadHomeworkPage = lazyPage(() => import('./pages/homework-page'), 'HomeworkPage');
export const loadAssignmentPage = lazyPage(() => import('./pages/assignment-page'), 'AssignmentPage');
export const loadReviewQueuePage = lazyPage(() => import('./pages/review-queue-page'), 'ReviewQueuePage');
export const loadCheckPage = lazyPage(() => import('./pages/check-page'), 'CheckPage');
