// Writing a new order: a Pending order and its items, priced from the product rows (never from the
// client). `POST /orders` places orders this way, and the demo seed writes its orders alike.
import type { ListedNft, OrderCreateInput } from '@suite/shared';
import { requiredConfirmations, type Config } from '../config';
import type { Executor } from '../db';
import { orderItems, orders } from '../db/schema';
import { linesTotal } from './decimal';

export interface OrderLine {
  product: {
    id: string;
    name: string;
    price: string;
    imageUrl: string | null;
    digital: boolean;
    content: string | null;
  };
  quantity: number;
  position: number;
}

/** What the lines cost together (USD), from their products' prices. */
export function orderAmount(lines: readonly OrderLine[]): string {
  return linesTotal(lines.map((line) => ({ price: line.product.price, quantity: line.quantity })));
}

/** What a line delivers to its buyer once paid: a digital product's content, copied at order time. */
function deliveredContent(product: OrderLine['product']): string | null {
  return product.digital && product.content ? product.content : null;
}

/** Writes a Pending order and its items (priced by the caller from the product rows) in the caller's transaction. */
export async function insertOrder(
  tx: Executor,
  config: Pick<Config, 'payments'>,
  placed: {
    sellerId: string;
    receiverAddress: string;
    input: Omit<OrderCreateInput, 'items'>;
    lines: OrderLine[];
    amount: string;
    /** The NFT of a site's asset store listing this order buys. */
    listing?: ListedNft | null;
  },
) {
  const { sellerId, receiverAddress, input, lines, amount, listing } = placed;
  const [order] = await tx
    .insert(orders)
    .values({
      ownerId: sellerId,
      siteId: input.siteId,
      checkoutId: input.checkoutId ?? null,
      status: 'Pending',
      chainId: input.chainId,
      contractAddress: input.tokenAddress.toLowerCase(),
      senderAddress: input.sender.toLowerCase(),
      receiverAddress: receiverAddress.toLowerCase(),
      amount,
      email: input.email ?? null,
      shippingAddress: input.shippingAddress ?? null,
      requiredConfirmations: requiredConfirmations(config, input.chainId),
      nftChainId: listing?.chainId ?? null,
      nftContractAddress: listing?.contractAddress ?? null,
      nftTokenId: listing?.tokenId ?? null,
    })
    .returning();
  if (!order) throw new Error('The order was not recorded');
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      productId: line.product.id,
      title: line.product.name,
      price: line.product.price,
      quantity: line.quantity,
      imageUrl: line.product.imageUrl,
      content: deliveredContent(line.product),
      position: line.position,
    })),
  );
  return order;
}
