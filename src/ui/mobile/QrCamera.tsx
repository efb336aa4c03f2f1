// The phone's camera reading a QR code with the browser's own BarcodeDetector (Chrome on Android, Safari 17+ with
// the flag, …). No package: where the browser has no detector the camera button is not offered and the code is
// typed or pasted instead. The stream stops as soon as a code is read, on "stop", and when the view closes.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DetectedCode {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const SCAN_EVERY_MS = 250;

function detectorClass(): DetectorClass | undefined {
  const found = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return typeof found === 'function' ? found : undefined;
}

/** Whether this browser can read a QR code from the camera at all. */
export function cameraScanAvailable(): boolean {
  return detectorClass() !== undefined && typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export function QrCamera({ onCode, onClose }: { onCode(text: string): void; onClose(): void }) {
  const { t } = useTranslation('mobileQr');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const handlers = useRef({ onCode });
  handlers.current = { onCode };

  useEffect(() => {
    const Detector = detectorClass();
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let over = false;
    const stop = () => {
      over = true;
      if (timer !== undefined) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    if (!Detector) {
      setFailed(true);
      return stop;
    }
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (over || !video.current) return stop();
        video.current.srcObject = opened;
        await video.current.play();
        let reading = false;
        timer = setInterval(() => {
          if (over || reading || !video.current) return;
          reading = true;
          void detector
            .detect(video.current)
            .then((codes) => {
              const text = codes.find((c) => c.rawValue.trim() !== '')?.rawValue;
              if (text && !over) {
                stop();
                handlers.current.onCode(text);
              }
            })
            .catch(() => undefined)
            .finally(() => {
              reading = false;
            });
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        // Permission refused, no camera, or the page is not a secure context.
        if (!over) setFailed(true);
        stop();
      });
    return stop;
  }, []);

  if (failed) {
    return (
      <p className="m-error" role="alert" data-testid="m-qr-camera-failed">
        {t('camera.failed')}
      </p>
    );
  }
  return (
    <div className="m-qr-camera">
      <video ref={video} className="m-qr-video" muted playsInline aria-label={t('camera.view')} />
      <p className="m-muted" role="status">
        {t('camera.looking')}
      </p>
      <button type="button" className="m-action m-secondary m-qr-wide" data-testid="m-qr-camera-stop" onClick={onClose}>
        <i className="pi pi-times" aria-hidden="true" /> {t('camera.stop')}
      </button>
    </div>
  );
}
