import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

// The QR code library loads with the Receive dialog, never with the page.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** A QR code of `value`, drawn once its library has loaded. */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: size, height: size }} />}>
      <div role="img" aria-label={label} style={{ background: '#ffffff', padding: 8, lineHeight: 0 }}>
        <QRCodeSVG value={value} size={size} marginSize={0} />
      </div>
    </Suspense>
  );
}
