import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { lazyNamed } from '../../section-kit/section-module';
import type { CardGridProps } from './card-grid';

// react-grid-layout and its CSS load with the first grid shown, in their own chunk.
const CardGrid = lazyNamed(() => import('./card-grid').then((module) => module.CardGrid));

/** The cards grid, loaded on first use; a skeleton meanwhile. */
export function LazyCardGrid(props: CardGridProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <CardGrid {...props} />
    </Suspense>
  );
}
