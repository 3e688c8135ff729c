import type { LocalizedText } from '@vo/domain';

/** A demo product of the partner store: euros net of VAT, VAT in percent, points per unit. */
export interface DemoProduct {
  country: string;
  name: LocalizedText;
  description: LocalizedText;
  price: number;
  vatRate: number;
  stock: number;
  points: number;
  /** Units in the country's default order. */
  defaultQuantity?: number;
}

const product = (country: string, es: string, en: string, pt: string, rest: Omit<DemoProduct, 'country' | 'name' | 'description'>): DemoProduct => ({
  country, name: { es, en, pt },
  description: { es: `${es}: producto de nuestra tienda asociada.`, en: `${en}: a product of our partner store.`, pt: `${pt}: produto da nossa loja parceira.` },
  ...rest,
});

/** Three countries, each with its default order (the fixed basket a cart below the minimum becomes). */
export const DEMO_PRODUCTS: DemoProduct[] = [
  product('ES', 'Café ecológico 500 g', 'Organic coffee 500 g', 'Café biológico 500 g', { price: 12, vatRate: 10, stock: 200, points: 10, defaultQuantity: 3 }),
  product('ES', 'Aceite de oliva virgen extra 1 l', 'Extra virgin olive oil 1 l', 'Azeite virgem extra 1 l', { price: 15, vatRate: 10, stock: 150, points: 12, defaultQuantity: 2 }),
  product('ES', 'Crema hidratante de aloe', 'Aloe moisturising cream', 'Creme hidratante de aloé', { price: 24, vatRate: 21, stock: 80, points: 20 }),
  product('ES', 'Té verde matcha 100 g', 'Matcha green tea 100 g', 'Chá verde matcha 100 g', { price: 18, vatRate: 10, stock: 5, points: 15 }),
  product('PT', 'Café ecológico 500 g', 'Organic coffee 500 g', 'Café biológico 500 g', { price: 12, vatRate: 23, stock: 120, points: 10, defaultQuantity: 3 }),
  product('PT', 'Mel de rosmaninho 500 g', 'Lavender honey 500 g', 'Mel de rosmaninho 500 g', { price: 9, vatRate: 6, stock: 90, points: 7, defaultQuantity: 2 }),
  product('PT', 'Sabonete de azeite', 'Olive oil soap', 'Sabonete de azeite', { price: 6, vatRate: 23, stock: 60, points: 5 }),
  product('FR', 'Café ecológico 500 g', 'Organic coffee 500 g', 'Café biológico 500 g', { price: 13, vatRate: 5.5, stock: 100, points: 10, defaultQuantity: 4 }),
  product('FR', 'Crema hidratante de aloe', 'Aloe moisturising cream', 'Creme hidratante de aloé', { price: 25, vatRate: 20, stock: 40, points: 20, defaultQuantity: 1 }),
];
