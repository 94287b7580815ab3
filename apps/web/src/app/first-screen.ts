import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** Id of the script element in which the server hands the browser the answers its first screen was made with. */
export const FIRST_SCREEN_STATE_ID = 'first-screen';

/** The query client the first screen is rendered with: the server's, or the browser's made from that state. */
export const FirstScreenClient = createContext<QueryClient | null>(null);
