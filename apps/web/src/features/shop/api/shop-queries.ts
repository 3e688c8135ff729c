import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ShopOrder, ShopOrderCreate } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { SortedPageRequest } from '@/api/collection-query';
import { fetchAll, fetchPage, type Page } from '@/api/hydra';

export const SHOP_QUERY_KEY = ['shop'] as const;

/** GET /api/products: every product on sale (a member sees the active ones), by the store's order. */
export function useProducts() {
  return useQuery({
    queryKey: [...SHOP_QUERY_KEY, 'products'],
    queryFn: ({ signal }) => fetchAll<Product>('/api/products', { order: { id: 'sort', direction: 'asc' } }, signal),
  });
}

// Not `id`: the table state starts on it, and the newest first is the order wanted.
export const SHOP_ORDER_SORTS = ['createdAt'] as const;
export type ShopOrderSort = (typeof SHOP_ORDER_SORTS)[number];
export type ShopOrdersQuery = SortedPageRequest<ShopOrderSort> & { status?: string };

/** GET /api/shop_orders: one page of the member's orders (an admin: everyone's). */
export const shopOrdersQueryOptions = (query: ShopOrdersQuery) =>
  queryOptions({
    queryKey: [...SHOP_QUERY_KEY, 'orders', query],
    queryFn: ({ signal }): Promise<Page<ShopOrder>> =>
      fetchPage<ShopOrder>('/api/shop_orders', { page: query.page, itemsPerPage: query.itemsPerPage, order: query.sort, filters: query.status ? { status: query.status } : {} }, signal),
  });

export type PlacedShopOrder = ShopOrder & { notice: string | null };

/** POST /api/shop_orders: the cart as an order with its pending payment, priced by the server. */
export function placeShopOrder(body: Omit<ShopOrderCreate, 'items'> & { items: { product: number; quantity: number }[] }): Promise<PlacedShopOrder> {
  return apiFetch<PlacedShopOrder>('/api/shop_orders', { method: 'POST', body });
}

/** PUT /api/admin/shop_orders/{id}: the console ships or cancels an order. */
export function useChangeShopOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'shipped' | 'cancelled' }) =>
      apiFetch<ShopOrder>(`/api/admin/shop_orders/${id}`, { method: 'PUT', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY }),
  });
}
