import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/__tests__/support/',
    '<rootDir>/e2e/',
    '<rootDir>/out/',
    '<rootDir>/.next/',
    '<rootDir>/server/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/'],
});
