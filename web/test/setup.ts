import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s: the CI machine's two cores are shared, and a first MUI render can take seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
