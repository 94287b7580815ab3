import type { StaffNoteRequest } from '@tread/domain';
import { useOrderAction } from './order-action';

/** POST /api/admin/orders/:orderNumber/notes — a note staff keep on the order. */
export const useAddNote = (orderNumber: string) => useOrderAction<StaffNoteRequest>(orderNumber, 'notes');
