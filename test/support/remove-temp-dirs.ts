// A setup file: it runs before every test file, so each file's temporary folders go when that file ends.
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp.js';

afterAll(removeTempDirs);
