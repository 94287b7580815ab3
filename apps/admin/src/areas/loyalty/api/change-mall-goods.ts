import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMallGoods, MallGoodsEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { keepSavedGoods } from './list-mall-goods';

/** PUT /api/admin/pointsMall/goods/{id} — the whole item again; its stock never below what was exchanged. */
export function useChangeMallGoods(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: MallGoodsEdit) =>
      call<AdminMallGoods>(`/admin/pointsMall/goods/${id}`, { method: 'PUT', body: edit }),
    onSuccess: (saved) => keepSavedGoods(queryClient, saved),
  });
}
