import { useEffect, useRef, useState } from 'react';
import { frameReader } from '../../lib/door/barcode-reader';
import { useI18n } from '../../lib/i18n/i18n-context';

/** Frames are read this often: quick enough to feel instant, slow enough to leave a mid-range phone breathing. */
const READ_EVERY_MS = 150;

type CameraState = 'starting' | 'on' | 'unavailable';

/**
 * The back camera's picture with a code reader on its frames; each code read is handed on. A
 * phone without a camera, or one the door person refused, still has the typed code below.
 */
export const CameraView = ({ onCode }: { onCode: (code: string) => void }) => {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const start = async () => {
      if (navigator.mediaDevices?.getUserMedia === undefined) throw new Error('no camera');
      const [opened, read] = await Promise.all([navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }), frameReader()]);
      stream = opened;
      const element = video.current;
      if (stopped || element === null) return;
      element.srcObject = opened;
      await element.play();
      setState('on');
      const loop = async () => {
        if (stopped) return;
        const code = element.readyState >= 2 ? await read(element).catch(() => null) : null;
        if (stopped) return;
        if (code !== null && code.trim() !== '') handler.current(code);
        timer = setTimeout(() => void loop(), READ_EVERY_MS);
      };
      void loop();
    };
    start().catch(() => {
      if (!stopped) setState('unavailable');
    });
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="door-camera">
      <video ref={video} muted playsInline aria-label={t('door.camera.label')} hidden={state === 'unavailable'} />
      {state === 'starting' && <p>{t('door.camera.starting')}</p>}
      {state === 'unavailable' && <p>{t('door.camera.unavailable')}</p>}
    </div>
  );
};
