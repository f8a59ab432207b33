/**
 * The demo school's four courses: what each is, who teaches it, who is enrolled, and its outline of
 * modules and materials (Markdown with formulas in `$…$` and `$$…$$`, video and link URLs, a PDF).
 */
import type { CourseExam, CourseStatus } from '@school/contract';
import { informaticsOlympiad } from './courses/informatics.ts';
import { mathProfile } from './courses/math.ts';
import { physicsMechanics } from './courses/physics.ts';
import { russianOge } from './courses/russian.ts';

/** A file material's file: its name as the download shows it, its MIME type and its bytes. */
export interface DemoFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export type DemoMaterial =
  | { kind: 'text'; title: string; body: string }
  | { kind: 'video' | 'link'; title: string; url: string }
  | { kind: 'file'; title: string; file: DemoFile };

export interface DemoModule {
  title: string;
  materials: DemoMaterial[];
}

export interface DemoCourse {
  title: string;
  /** The subject's short name (one of the seed's subjects). */
  subject: string;
  exam: CourseExam;
  grades: number[];
  description: string;
  priceRub: number;
  status: CourseStatus;
  /** Usernames of its teachers, in order (people.ts). */
  teachers: string[];
  /** Usernames of the enrolled students (people.ts). */
  students: string[];
  modules: DemoModule[];
}

export const DEMO_COURSES: DemoCourse[] = [physicsMechanics, mathProfile, russianOge, informaticsOlympiad];
