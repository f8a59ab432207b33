import { useEffect, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { cropToDataUrl, type PixelArea } from './crop.ts';
import { focusRing } from '../theme/focusRing.ts';

const Body = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
  [data-part='area'] {
    position: relative;
    height: ${({ theme }) => theme.size.cropArea};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow: hidden;
    background: ${({ theme }) => theme.color.inverseSurface};
  }
  [data-part='area'] [tabindex='0']:focus-visible {
    ${focusRing({ placement: 'inset' })}
  }
  [data-part='side'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='preview'] {
    width: ${({ theme }) => theme.size.cropPreview};
    height: ${({ theme }) => theme.size.cropPreview};
    border-radius: 50%;
    overflow: hidden;
    background: ${({ theme }) => theme.color.skeleton};
  }
  [data-part='preview'] canvas {
    width: 100%;
    height: 100%;
    display: block;
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  input[type='range'] {
    width: 100%;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

export interface CropDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The picked image (object URL or data URL). */
  image: string | null;
  /** Receives the square crop as a `size` x `size` data URL after 'Обрезать'. */
  onCrop: (dataUrl: string) => void;
  /** 'Отмена', the close icon or Esc: the picked image is discarded. */
  onCancel: () => void;
  /** Output side in px: a rule of the product (the avatar's is the contract's AVATAR_SIZE, 256). */
  size: number;
}

/** 'Обрежьте Ваше фото': square 1:1 crop with drag and zoom, live preview, `size` x `size` output. */
export function CropDialog({ open, image, onCrop, onCancel, size }: CropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useRef<HTMLCanvasElement>(null);
  const imageElement = useRef<HTMLImageElement | null>(null);

  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  }, [image]);

  /* live preview: the same drawing as the output, at preview size */
  useEffect(() => {
    const canvas = preview.current;
    const img = imageElement.current;
    if (!canvas || !img || !area) return;
    const context = canvas.getContext('2d');
    context?.clearRect(0, 0, canvas.width, canvas.height);
    context?.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  }, [area]);

  const submit = async () => {
    if (!image || !area) return;
    setBusy(true);
    try {
      onCrop(await cropToDataUrl(image, area, size));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title="Обрежьте Ваше фото"
      maxWidth="sm"
      onClose={onCancel}
      actions={
        <>
          <Button variant="text" onClick={onCancel}>
            Отмена
          </Button>
          <Button onClick={submit} loading={busy} disabled={!area}>
            Обрезать
          </Button>
        </>
      }
    >
      {image && (
        <Body>
          <div data-part="area">
            <Cropper
              image={image}
              crop={crop}
              zoom={zoom}
              aspect={1}
              minZoom={1}
              maxZoom={4}
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              setImageRef={(ref) => {
                imageElement.current = ref.current;
              }}
              cropperProps={
                { 'aria-label': 'Область обрезки: перетащите или используйте стрелки', role: 'application' } as object
              }
            />
          </div>
          <div data-part="side">
            <div data-part="preview">
              <canvas ref={preview} width={96} height={96} role="img" aria-label="Предпросмотр" />
            </div>
            Предпросмотр
          </div>
          <label>
            Масштаб
            <input
              type="range"
              min={1}
              max={4}
              step={0.1}
              value={zoom}
              aria-valuetext={`${Math.round(zoom * 100)}%`}
              onChange={(event) => setZoom(Number(event.target.value))}
              onKeyDown={(event) => {
                /* the same steps in every browser and for scripted keys */
                const delta = { ArrowRight: 0.1, ArrowUp: 0.1, ArrowLeft: -0.1, ArrowDown: -0.1 }[event.key];
                if (delta === undefined) return;
                event.preventDefault();
                setZoom((z) => Math.min(4, Math.max(1, Math.round((z + delta) * 10) / 10)));
              }}
            />
          </label>
        </Body>
      )}
    </Dialog>
  );
}
