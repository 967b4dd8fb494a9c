import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Spin } from 'antd';
import {
  cameraErrorMessage,
  hasCamera,
  loadQrReader,
  PASTE_NOT_AN_ADDRESS,
  SCAN_LOAD_FAILED_TEXT,
  SCAN_NOT_AN_ADDRESS,
  SCAN_UNSUPPORTED_TEXT,
  type BarcodeReader,
} from '../chain/camera-scan';
import { parseScannedAddress, type ScannedAddress } from '../chain/scan';
import type { WalletLook } from '../theme/wallet-look';
import { WalletModal } from './themed';

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
  return (
    <WalletModal look={look} kind="scan" open={open} title="Scan QR code" onClose={onClose}>
      {open ? <ScanContent onAddress={onAddress} /> : null}
    </WalletModal>
  );
}

function ScanContent({ onAddress }: { onAddress: (scanned: ScannedAddress) => void }) {
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
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const pasteId = useId();

  useEffect(() => {
    if (typeof reader === 'string') return undefined;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(() => {
          const source = video.current;
          if (!source) return;
          void reader.detect(source).then((codes) => {
            const [code] = codes;
            if (!code || stopped) return;
            const scanned = parseScannedAddress(code.rawValue);
            if (scanned) {
              stopped = true;
              found.current(scanned);
            } else {
              setNotice(SCAN_NOT_AN_ADDRESS);
            }
          });
        }, SCAN_EVERY_MS);
      } catch (error) {
        if (!stopped) setCameraError(cameraErrorMessage(error));
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [reader]);

  function submitPasted() {
    const scanned = parseScannedAddress(pasted);
    if (!scanned) {
      setPasteError(PASTE_NOT_AN_ADDRESS);
      return;
    }
    onAddress(scanned);
  }

  return (
    <Flex vertical gap={16}>
      {!camera ? (
        <Alert type="info" showIcon title={SCAN_UNSUPPORTED_TEXT} />
      ) : reader === 'failed' ? (
        <Alert type="warning" showIcon title={SCAN_LOAD_FAILED_TEXT} />
      ) : reader === 'loading' ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label="Starting the QR code reader" />
        </Flex>
      ) : cameraError ? (
        <Alert type="warning" showIcon title={cameraError} />
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera"
            style={{ width: '100%', maxHeight: 320, background: '#000000', borderRadius: 8 }}
          />
          {notice ? <Alert type="warning" showIcon title={notice} /> : null}
        </>
      )}
      <Form layout="vertical" component={false}>
        <Form.Item
          label="Paste an address"
          htmlFor={pasteId}
          validateStatus={pasteError ? 'error' : undefined}
          help={pasteError ?? undefined}
        >
          <Flex gap={8}>
            <Input
              id={pasteId}
              placeholder="0x… or ethereum:0x…"
              value={pasted}
              onChange={(event) => {
                setPasted(event.target.value);
                setPasteError(null);
              }}
              onPressEnter={submitPasted}
            />
            <Button type="primary" onClick={submitPasted} disabled={!pasted.trim()}>
              Use address
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Flex>
  );
}
