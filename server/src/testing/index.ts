// The ambient types of @koa/multer, for projects that type-check this entry without this
// package's tsconfig (an import cannot name a global declaration file).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/koa-multer.d.ts" />
// `@castall/server/testing`: the real app on a throwaway store for other packages' tests (the
// UI's API client is tested against it), so they need not reach into this package's files.
// Under another name: in the UI's lint a `use…` call reads as a React hook.
export {
  TEST_ADMIN_PASSWORD,
  useTestApp as testAppPerFile,
  type SharedTestApp,
} from './site-fixture';
export { bearer, loginAsAdmin, postMultipart, type AdminAuth } from './api-client';
export { createParts, pngImage, validPartFields } from '../parts/testing';
export { importCsvText } from '../parts/csv/testing/import-rows';
