// TEMPORARY placeholder (issue 6), replaced by issue 5's `@castall/ui/admin` entry at merge.
export { AdminApp, type AdminAppProps } from './AdminApp';
export type { AdminPlatform, AdminStorage, LoginAttemptRecord } from './platform';
