import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMallGoods, MallGoodsEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { keepSavedGoods } from './list-mall-goods';

/** POST /api/admin/pointsMall/goods — a new item of the points mall. */
export function useCreateMallGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: MallGoodsEdit) =>
      call<AdminMallGoods>('/admin/pointsMall/goods', { method: 'POST', body: edit }),
    onSuccess: (saved) => keepSavedGoods(queryClient, saved),
  });
}
