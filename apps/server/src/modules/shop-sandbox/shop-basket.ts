import { type BasketLineInput, basketLines, basketTotal } from '@hitelkapu/domain';

/**
 * The goods of the demo shop and the basket a submitted form makes of them. Prices are whole
 * forints, VAT included, as the merchant API takes them.
 */
export interface ShopProduct {
  sku: string;
  name: string;
  description: string;
  unitPrice: number;
}

export const shopProducts: readonly ShopProduct[] = [
  {
    sku: 'MOSO-8KG',
    name: 'Elöltöltős mosógép, 8 kg',
    description: '1400-as centrifuga, A energiaosztály, gőzprogram.',
    unitPrice: 189_990,
  },
  {
    sku: 'PORSZ-AKKU',
    name: 'Akkumulátoros porszívó',
    description: '60 perc üzemidő, fali töltő, három fej.',
    unitPrice: 74_990,
  },
  {
    sku: 'LAPTOP-15',
    name: 'Laptop, 15,6"',
    description: '16 GB memória, 512 GB SSD, magyar billentyűzet.',
    unitPrice: 349_990,
  },
  {
    sku: 'EBIKE-28',
    name: 'Elektromos városi kerékpár, 28"',
    description: '504 Wh akkumulátor, 7 fokozat, csomagtartó.',
    unitPrice: 529_990,
  },
  {
    sku: 'HUTO-KOMBI',
    name: 'Kombinált hűtőszekrény',
    description: '185 cm, NoFrost, 300 liter.',
    unitPrice: 214_990,
  },
  {
    sku: 'KAVE-AUTO',
    name: 'Automata kávéfőző',
    description: 'Beépített darálóval és tejhabosítóval.',
    unitPrice: 119_990,
  },
];

/** The most of one article a demo basket takes. */
export const MAX_QUANTITY_PER_PRODUCT = 10;

/** The form field of a product's quantity. */
export const quantityField = (sku: string) => `qty-${sku}`;

export type BasketProblem = 'EMPTY' | 'QUANTITY';

/**
 * The basket lines of a submitted form: one line for each product with a quantity of 1 to
 * MAX_QUANTITY_PER_PRODUCT. An empty quantity counts as none; anything else that is not such
 * a whole number refuses the whole basket, so the customer never buys what they did not ask for.
 */
export function basketFromForm(
  form: URLSearchParams,
): { ok: true; lines: BasketLineInput[]; totalAmount: number } | { ok: false; problem: BasketProblem } {
  const lines: BasketLineInput[] = [];
  for (const product of shopProducts) {
    const raw = (form.get(quantityField(product.sku)) ?? '').trim();
    if (raw === '' || raw === '0') continue;
    if (!/^\d{1,3}$/.test(raw)) return { ok: false, problem: 'QUANTITY' };
    const quantity = Number(raw);
    if (quantity > MAX_QUANTITY_PER_PRODUCT) return { ok: false, problem: 'QUANTITY' };
    if (quantity === 0) continue;
    lines.push({ name: product.name, quantity, unitPrice: product.unitPrice, sku: product.sku });
  }
  if (lines.length === 0) return { ok: false, problem: 'EMPTY' };
  return { ok: true, lines, totalAmount: basketTotal(basketLines(lines)) };
}
