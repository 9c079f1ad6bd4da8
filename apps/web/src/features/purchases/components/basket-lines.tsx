import type { BasketLine } from '@hitelkapu/domain/contracts/purchase';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './purchases.module.css';

/** The basket as the shop sent it: each line's quantity, unit price and amount, and the total. */
export function BasketLines({
  lines,
  totalAmount,
  caption,
}: {
  lines: readonly BasketLine[];
  totalAmount: number;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <table className={classes.basket}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{t('purchase.basket.product')}</th>
          <th scope="col" className={classes.wideOnly}>
            {t('purchase.basket.quantity')}
          </th>
          <th scope="col" className={classes.wideOnly}>
            {t('purchase.basket.unitPrice')}
          </th>
          <th scope="col">{t('purchase.basket.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // Lines have no id of their own; the shop's order is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: the basket never reorders
          <tr key={index}>
            <td>
              {line.name}
              <span className={classes.lineMeta}>
                {t('purchase.basket.pieces', { count: line.quantity })} × {formatHuf(line.unitPrice)}
              </span>
            </td>
            <td className={classes.wideOnly}>{t('purchase.basket.pieces', { count: line.quantity })}</td>
            <td className={classes.wideOnly}>{formatHuf(line.unitPrice)}</td>
            <td>{formatHuf(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('purchase.basket.total')}</th>
          <td className={classes.wideOnly} />
          <td className={classes.wideOnly} />
          <td>{formatHuf(totalAmount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
