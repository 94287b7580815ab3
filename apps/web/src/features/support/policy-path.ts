import { findRoute } from '../../app/routes';

const termsPage = findRoute('/pages/terms-page/terms-page');

/** The in-app address of one policy page: /pages/terms-page/terms-page?sts=<key>. */
export function policyPath(key: string): string {
  return `${termsPage?.path ?? '/pages/terms-page/terms-page'}?sts=${encodeURIComponent(key)}`;
}
