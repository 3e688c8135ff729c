import { centsToEuros, taxOf, type Product } from '@vo/domain';
import { hydraItem } from '../../lib/hydra';
import type { ProductRow } from './product-list';

/** A product in euros (net of VAT); `vat` is one unit's VAT. The photo's address changes with the photo. */
export const presentProduct = (row: ProductRow): Product =>
  hydraItem('products', 'Product', row.id, {
    country: row.countryId,
    name: row.name,
    description: row.description,
    price: centsToEuros(row.price),
    vatRate: row.vatRateBp / 100,
    vat: centsToEuros(taxOf(row.price, row.vatRateBp / 100)),
    stock: row.stock,
    points: centsToEuros(row.points),
    defaultQuantity: row.defaultQuantity,
    sort: row.sort,
    isActive: row.isActive,
    photo: row.photoId ? `/api/products/${row.id}/photo?v=${row.photoId}` : null,
    createdAt: row.createdAt.toISOString(),
  });
