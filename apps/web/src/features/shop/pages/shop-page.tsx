import { Alert, Button, Grid, Select, Stack } from '@mantine/core';
import { NO_FEE, centsToEuros, eurosToCents, providerFee, type PaymentBy, type Product, type ShopOrderCreate } from '@vo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardCredentials } from '@/api/card-credentials';
import { apiFetch } from '@/api/client';
import { countryName, useCountries } from '@/api/countries';
import { useMe } from '@/api/me-query';
import { useWallet } from '@/api/wallet';
import { CardGrid } from '@/components/ui/card-grid';
import { DataTable } from '@/components/ui/data-table';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useMyProfile } from '@/api/get-profile';
import type { Payment } from '@/api/get-payment';
import { CheckoutError } from '@/components/payments/checkout-error';
import { PaymentMethodPicker } from '@/components/payments/payment-method-picker';
import { paymentOptions } from '@/lib/payment-options';
import { useCheckoutPayment } from '@/lib/use-checkout-payment';
import { usePaymentProviders } from '@/lib/payment-providers';
import { useSettings } from '@/lib/settings';
import { showToast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { placeShopOrder, SHOP_ORDER_SORTS, shopOrdersQueryOptions, useProducts, type ShopOrderSort } from '../api/shop-queries';
import { CartSummary } from '../components/cart-summary';
import { ProductCard } from '../components/product-card';
import { useShopOrderColumns } from '../components/shop-order-columns';
import { cartBasket, cartItems, defaultCart, EMPTY_CART, shopCountries, type Cart } from '../lib/cart';

/** The cart of one country and how it is paid: the same methods, fees and confirmation as the checkout. */
function ShopCart({ country, products, name, initial }: { country: number; products: Product[]; name: string; initial: Cart }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { shopMinimumAmount } = useSettings();
  const providers = usePaymentProviders();
  const credentials = useCardCredentials();
  const wallet = useWallet();
  const [cart, setCart] = useState<Cart>(initial);
  const [chosen, setChosen] = useState<PaymentBy | null>(null);
  const basket = cartBasket(cart, products, shopMinimumAmount);

  const payment = useCheckoutPayment(async (paymentBy): Promise<Payment> => {
    const placed = await placeShopOrder({ country, items: cartItems(cart), paymentBy: paymentBy as ShopOrderCreate['paymentBy'] });
    if (placed.notice) showToast('info', placed.notice);
    return apiFetch<Payment>(`/api/payments/${placed.payment}`);
  }, '/shop');
  const options = paymentOptions({
    providers,
    cardKey: credentials.isError ? null : credentials.data?.publishableKey,
    walletCents: wallet.data ? eurosToCents(wallet.data.available) : wallet.isError ? 0 : undefined,
    walletTotalCents: basket.total,
  }).filter((o) => o.method !== 'ENJOY_POINTS_PAYMENT');
  const method = options.find((o) => o.method === chosen && o.available) ?? options.find((o) => o.available) ?? null;
  // The fee as the server adds it: the provider's, on the whole charge.
  const fee = providerFee(basket.total, method?.fee ?? NO_FEE);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        {products.length ? (
          <CardGrid testId="shop-products">
            {products.map((p) => (
              <ProductCard key={p.id} product={p} quantity={cart[p.id] ?? 0} onQuantity={(q) => setCart({ ...cart, [p.id]: q })} />
            ))}
          </CardGrid>
        ) : (
          <Alert color="gray" variant="light">{t('shop.empty')}</Alert>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CartSummary basket={basket} products={products} minimumEuros={shopMinimumAmount} countryName={name}>
          <PaymentMethodPicker
            options={options}
            value={method?.method ?? null}
            onChange={(next) => { setChosen(next); payment.reset(); }}
            disabled={payment.pending}
            walletCents={wallet.data ? eurosToCents(wallet.data.available) : undefined}
          />
          <CheckoutError error={payment.error} />
          <Button
            size="md"
            fullWidth
            disabled={!method || !basket.lines.length}
            loading={payment.pending}
            onClick={() => method && void payment.pay(method.method)}
            data-testid="shop-pay"
          >
            {t('shop.pay', { amount: format.euros(centsToEuros(basket.total + fee)) })}
          </Button>
        </CartSummary>
      </Grid.Col>
    </Grid>
  );
}

/** Spec section 2 "shop": the partner store by country, the cart, and the member's orders with their status. */
export function ShopPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const profile = useMyProfile(me.data?.id);
  const countries = useCountries();
  const products = useProducts();
  const [picked, setPicked] = useState<number | null>(null);
  const columns = useShopOrderColumns();
  const history = usePagedList({
    id: 'shop-orders',
    sorts: SHOP_ORDER_SORTS,
    defaultSort: { id: 'createdAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort }: PagedParams<ShopOrderSort, Record<string, never>>) => shopOrdersQueryOptions({ page, itemsPerPage, sort }),
  });

  const loading = products.isPending || countries.isPending || profile.isPending;
  const offered = products.data ? shopCountries(products.data, profile.data?.countryId) : [];
  // The member's own country by default (spec section 5), else the first that sells something.
  const country = picked ?? offered[0] ?? null;
  const nameOf = (id: number) => {
    const found = countries.data?.find((c) => c.id === id);
    return found ? countryName(found, i18n.language) : String(id);
  };
  const [cartKey, setCartKey] = useState(0);
  const countryProducts = (products.data ?? []).filter((p) => p.country === country);

  return (
    <Stack gap="md">
      <PageHeader title={t('shop.title')} subtitle={t('shop.subtitle')} />
      <ErrorAlert error={products.error ?? countries.error} />
      {loading ? <PageLoader /> : (
        <>
          <Select
            label={t('shop.country')}
            description={t('shop.countryHelp')}
            data={offered.map((id) => ({ value: String(id), label: nameOf(id) }))}
            value={country === null ? null : String(country)}
            onChange={(value) => {
              if (!value) return;
              setPicked(Number(value));
              setCartKey((k) => k + 1);
            }}
            allowDeselect={false}
            maw={360}
            data-testid="shop-country"
          />
          {country !== null && (
            <ShopCart
              // A new country is a new cart: its default order (spec section 5); the first one starts empty.
              key={`${country}-${cartKey}`}
              country={country}
              products={countryProducts}
              name={nameOf(country)}
              initial={cartKey > 0 ? defaultCart(countryProducts) : EMPTY_CART}
            />
          )}
        </>
      )}
      <SectionCard title={t('shop.historyTitle')}>
        <DataTable
          {...history.table}
          columns={columns}
          rowKey={(o) => o.id}
          minWidth={700}
          emptyText={t('shop.historyEmpty')}
          emptyTestId="shop-orders-empty"
          testId="shop-orders-table"
          cardsTestId="shop-orders-cards"
          rowTestId="shop-order-row"
          rowAttributes={(o) => ({ 'data-status': o.status })}
        />
      </SectionCard>
    </Stack>
  );
}

export { ShopPage as Component };
