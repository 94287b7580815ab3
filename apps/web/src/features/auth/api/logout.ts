import { apiPost } from '../../../api/client';

/** POST /p/logout: ends the session on the server; best effort, quiet. */
export const postLogout = () => apiPost('/p/logout', {}, { noLoginRedirect: true, silent: true });
