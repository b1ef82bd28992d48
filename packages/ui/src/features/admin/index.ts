/** `@castall/ui/admin`: the admin screens and their platform contract, for web and desktop. */
export { AdminApp, type AdminAppProps } from './AdminApp';
export type { AdminPlatform, AdminStorage, LoginAttemptRecord } from './platform';
export { createWebPlatform, createWebStorage, WEB_STORAGE_KEYS } from './web-platform';
