// Stands in for a database. Each exported function is one round trip, recorded in queryLog.
export const queryLog = [];

const categories = [
  { id: '1', name: 'Lighting' },
  { id: '2', name: 'Furniture' },
];

const products = [
  { id: '1', name: 'Desk lamp', price: 39.9, categoryId: '1' },
  { id: '2', name: 'Office chair', price: 249, categoryId: '2' },
  { id: '3', name: 'Standing desk', price: 499, categoryId: '2' },
];

// Demo sessions only: a real application verifies a signed token or looks up a session.
const shoppers = new Map([['ada-token', { name: 'Ada' }]]);

export async function allProducts() {
  queryLog.push('products');
  return products.map((product) => ({ ...product }));
}

export async function findProducts(ids) {
  queryLog.push(`products ${ids.join(',')}`);
  return products.filter((product) => ids.includes(product.id));
}

export async function findCategories(ids) {
  queryLog.push(`categories ${ids.join(',')}`);
  return categories.filter((category) => ids.includes(category.id));
}

export function shopperFor(authorization = '') {
  const [scheme, token] = authorization.split(' ');
  return (scheme === 'Bearer' && shoppers.get(token)) || null;
}
