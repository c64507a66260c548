import type { Receipt } from '@front-office/shared/core';
import { ReceiptStyles } from './receipt-styles';
import { useReceiptTranslate } from './receipt-texts';
import { ReceiptView } from './receipt-view';

export interface ReceiptSectionProps {
  receipt: Receipt | null;
  /** The URL's key is not this submission's: say so, show no money. */
  keyRefused: boolean;
  formId: string;
  formName: string;
  receiptKey: string;
  onReceiptChange(receipt: Receipt): void;
}

/** The confirmation page's receipt part (lazy chunk `public-receipt`): the receipt, or why there is none. */
export default function ReceiptSection({ receipt, keyRefused, ...rest }: ReceiptSectionProps) {
  const t = useReceiptTranslate();
  return (
    <>
      <ReceiptStyles />
      {receipt ? <ReceiptView receipt={receipt} {...rest} /> : null}
      {!receipt && keyRefused ? <p className="fo-notice">{t('receipt.keyRefused')}</p> : null}
    </>
  );
}
