// The jsdom jest project loads @testing-library/jest-dom's matchers (jest.config.js
// setupFilesAfterEnv); this makes their types known to every test file the root tsconfig checks.
/// <reference types="@testing-library/jest-dom" />
