import { userInfo } from '@tread/domain';
import { apiGet } from '../../../api/client';

/** GET /p/user/userInfo: in the background, so no toast and no sign-in page for a guest's 401. */
export const fetchUserInfo = () =>
  apiGet('/p/user/userInfo', { schema: userInfo, noLoginRedirect: true, silent: true });
