import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Flex, Input, Spin } from 'antd';
import Form from 'antd/es/form';
import type { BarcodeReader } from '../chain/barcode-reader';
import { cameraErrorKey, hasCamera, loadQrReader } from '../chain/camera-scan';
import { parseScannedAddress, type ScannedAddress } from '../chain/scan';
import type { WalletLook } from '../theme/wallet-look';
import { WalletModal } from './themed';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

const SCAN_EVERY_MS = 400;

export interface ScanDialogProps {
  look: WalletLook;
  open: boolean;
  onClose: () => void;
  /** An address was read (or pasted): the wallet opens Send with it. */
  onAddress: (scanned: ScannedAddress) => void;
}

/** Scan a wallet's QR code with the camera (where the browser can), or paste its address. */
export function ScanDialog({ look, open, onClose, onAddress }: ScanDialogProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <WalletModal look={look} kind="scan" open={open} title={t('wallet.scan.title')} onClose={onClose}>
      {open ? <ScanContent onAddress={onAddress} /> : null}
    </WalletModal>
  );
}

function ScanContent({ onAddress }: { onAddress: (scanned: ScannedAddress) => void }) {
  const { t } = useSectionEditorsCatalog();
  const [camera] = useState(hasCamera);
  // The reader (the browser's, or the polyfill's chunk) is loaded when the dialog opens.
  const [reader, setReader] = useState<BarcodeReader | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!camera) return undefined;
    let current = true;
    loadQrReader().then(
      (loaded) => current && setReader(loaded),
      () => current && setReader('failed'),
    );
    return () => {
      current = false;
    };
  }, [camera]);
  // The camera runs once per opening; the latest handler is read when a code is found.
  const found = useRef(onAddress);
  useEffect(() => {
    found.current = onAddress;
  }, [onAddress]);
  const video = useRef<HTMLVideoElement>(null);
  const [cameraError, setCameraError] = useState<SectionEditorsKey | null>(null);
  const [notice, setNotice] = useState<SectionEditorsKey | null>(null);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const pasteId = useId();

  useEffect(() => {
    if (typeof reader === 'string') return undefined;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    // Set when the dialog closes or an address is found: a late answer is then ignored.
    const scan = { stopped: false };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        // Closed while the camera was starting (its permission prompt, say): it stops at once.
        if (scan.stopped || !video.current) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(() => {
          const source = video.current;
          if (!source) return;
          void reader.detect(source).then((codes) => {
            const [code] = codes;
            if (!code || scan.stopped) return;
            const scanned = parseScannedAddress(code.rawValue);
            if (scanned) {
              scan.stopped = true;
              found.current(scanned);
            } else {
              setNotice('wallet.scan.notAnAddress');
            }
          });
        }, SCAN_EVERY_MS);
      } catch (error) {
        if (!scan.stopped) setCameraError(cameraErrorKey(error));
      }
    })();
    return () => {
      scan.stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [reader]);

  function submitPasted() {
    const scanned = parseScannedAddress(pasted);
    if (!scanned) {
      setPasteError(t('wallet.scan.pasteNotAnAddress'));
      return;
    }
    onAddress(scanned);
  }

  return (
    <Flex vertical gap={16}>
      {!camera ? (
        <Alert type="info" showIcon title={t('wallet.scan.unsupported')} />
      ) : reader === 'failed' ? (
        <Alert type="warning" showIcon title={t('wallet.scan.loadFailed')} />
      ) : reader === 'loading' ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label={t('wallet.scan.starting')} />
        </Flex>
      ) : cameraError ? (
        <Alert type="warning" showIcon title={t(cameraError)} />
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('wallet.scan.camera')}
            style={{ width: '100%', maxHeight: 320, background: '#000000', borderRadius: 8 }}
          />
          {notice ? <Alert type="warning" showIcon title={t(notice)} /> : null}
        </>
      )}
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('wallet.scan.paste')}
          htmlFor={pasteId}
          validateStatus={pasteError ? 'error' : undefined}
          help={pasteError ?? undefined}
        >
          <Flex gap={8}>
            <Input
              id={pasteId}
              placeholder={t('wallet.scan.pastePlaceholder')}
              value={pasted}
              onChange={(event) => {
                setPasted(event.target.value);
                setPasteError(null);
              }}
              onPressEnter={submitPasted}
            />
            <Button type="primary" onClick={submitPasted} disabled={!pasted.trim()}>
              {t('wallet.scan.use')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Flex>
  );
}
