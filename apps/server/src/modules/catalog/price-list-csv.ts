import {
  CatalogAdminMessages,
  INT_COLUMN_MAX,
  PRICE_LIST_MAX_ROWS,
  parseDollarsToCents,
} from '@tread/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { invalidInput } from '../../platform/errors';

/** One line of a price/stock CSV as read, before it is matched to a SKU; `error` is the first thing wrong. */
export type PriceListLine = {
  line: number;
  skuId: number | null;
  partyCode: string | null;
  /** Cents; undefined leaves the price as it is. */
  price: number | undefined;
  stock: number | undefined;
  error: string | null;
};

/** Header spellings staff use ('SKU ID', 'sku_id', 'Party code'), folded to one name each. */
const COLUMN_NAMES: Record<string, 'skuId' | 'partyCode' | 'price' | 'stock'> = {
  skuid: 'skuId',
  sku: 'skuId',
  partycode: 'partyCode',
  code: 'partyCode',
  price: 'price',
  stock: 'stock',
};
const columnOf = (header: string) => COLUMN_NAMES[header.toLowerCase().replace(/[^a-z]/g, '')] ?? header;

const WHOLE = /^-?\d+$/;

function readStock(text: string): { stock?: number; error?: string } {
  if (!WHOLE.test(text)) return { error: CatalogAdminMessages.RowStockNotWhole };
  const stock = Number(text);
  if (stock < 0) return { error: CatalogAdminMessages.RowStockNegative };
  if (stock > INT_COLUMN_MAX) return { error: CatalogAdminMessages.RowStockTooLarge };
  return { stock };
}

function readPrice(text: string): { price?: number; error?: string } {
  const parsed = parseDollarsToCents(text);
  if (!parsed.ok) return { error: parsed.message };
  if (parsed.value <= 0) return { error: CatalogAdminMessages.RowPriceNotPositive };
  if (parsed.value > INT_COLUMN_MAX) return { error: CatalogAdminMessages.RowPriceTooLarge };
  return { price: parsed.value };
}

function readLine(line: number, record: Record<string, string | undefined>): PriceListLine {
  const skuText = record.skuId ?? '';
  const partyCode = record.partyCode || null;
  const id = Number(skuText);
  const skuId = WHOLE.test(skuText) && id >= 1 && id <= INT_COLUMN_MAX ? id : null;
  const price = record.price ? readPrice(record.price) : {};
  const stock = record.stock ? readStock(record.stock) : {};
  const skuError = skuText
    ? skuId === null
      ? CatalogAdminMessages.RowUnknownSku(skuText)
      : null
    : partyCode === null
      ? CatalogAdminMessages.RowNoSku
      : null;
  return {
    line,
    skuId,
    partyCode,
    price: price.price,
    stock: stock.stock,
    error: skuError ?? price.error ?? stock.error ?? null,
  };
}

/**
 * The lines of a price/stock CSV: a header naming skuId or partyCode and price (dollars) or stock, then one
 * SKU a line. A file that cannot be read as such is refused whole (400); a bad line carries its own error.
 */
export function readPriceList(csv: string): PriceListLine[] {
  let records: {
    record: Record<string, string | undefined>;
    info: { lines: number; columns: { name: string }[] };
  }[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (headers: string[]) => headers.map(columnOf),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw invalidInput(CatalogAdminMessages.CsvUnreadable(Number(error.lines) || 1), 'csv');
    }
    throw error;
  }
  const first = records[0];
  if (!first) throw invalidInput(CatalogAdminMessages.CsvEmpty, 'csv');
  if (records.length > PRICE_LIST_MAX_ROWS) {
    throw invalidInput(CatalogAdminMessages.CsvTooManyRows(PRICE_LIST_MAX_ROWS), 'csv');
  }
  const columns = new Set(first.info.columns.map((column) => column.name));
  if (!columns.has('skuId') && !columns.has('partyCode')) {
    throw invalidInput(CatalogAdminMessages.CsvNoSkuColumn, 'csv');
  }
  if (!columns.has('price') && !columns.has('stock')) {
    throw invalidInput(CatalogAdminMessages.CsvNoChangeColumn, 'csv');
  }
  return records.map(({ record, info }) => readLine(info.lines, record));
}
