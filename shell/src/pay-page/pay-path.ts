/** `/c/{id}`: the public pay page of a checkout, which a buyer opens from its share link. */
export function isPayPagePath(pathname: string): boolean {
  return /^\/c\/[^/]+\/?$/.test(pathname);
}
