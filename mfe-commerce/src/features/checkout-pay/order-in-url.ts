import { useEffect, useState } from 'react';

const PARAM = 'order';

function readOrder(): string | null {
  return new URLSearchParams(window.location.search).get(PARAM);
}

/**
 * The receipt's order id lives in the page's query string (`/c/{id}?order={orderId}`), so a reload,
 * a bookmark or a shared link shows the receipt again. It is written with `replaceState` (keeping the
 * router's history state), because the page is mounted by hosts with routers of their own.
 */
export function useOrderInUrl(): [string | null, (orderId: string | null) => void] {
  const [orderId, setOrderId] = useState<string | null>(readOrder);
  useEffect(() => {
    const onPop = () => setOrderId(readOrder());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const show = (next: string | null) => {
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(PARAM, next);
    else url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url);
    setOrderId(next);
  };
  return [orderId, show];
}
