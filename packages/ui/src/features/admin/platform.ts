// The platform interface is a contract with the desktop app, so it lives in @castall/contracts.
export type { AdminPlatform, AdminStorage, LoginAttemptRecord } from '@castall/contracts';
