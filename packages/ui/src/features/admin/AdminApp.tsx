// TEMPORARY placeholder (issue 6): the real admin screens arrive with issue 5 in this same file.
// The lead drops this file, index.ts and admin.css of this folder at merge in favour of issue 5's.
import type { AdminPlatform } from './platform';

export interface AdminAppProps {
  platform: AdminPlatform;
  routing?: 'browser' | 'hash';
  basename?: string;
}

export function AdminApp({ platform }: AdminAppProps) {
  return <h1 data-api-base-url={platform.apiBaseUrl}>Gerenciamento de Peças do E-Shop</h1>;
}
