import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { serveCatalogsFromSource } from './serve-catalogs';

serveCatalogsFromSource();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
