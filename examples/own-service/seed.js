// The data every process starts from: what the scenarios' known answers are written against.

export const PRODUCTS = [
  { id: 1, name: 'apple', priceCents: 50 },
  { id: 2, name: 'pear', priceCents: 65 },
  { id: 3, name: 'plum', priceCents: 30 },
  { id: 4, name: 'fig', priceCents: 120 },
];

/** Customer 42's history, oldest first: twelve orders of two lines each. */
export const ORDERS = Array.from({ length: 12 }, (_, index) => ({
  customerId: 42,
  lines: [
    { productId: 1 + (index % 4), quantity: 1 + (index % 3) },
    { productId: 1 + ((index + 1) % 4), quantity: 2 },
  ],
}));
