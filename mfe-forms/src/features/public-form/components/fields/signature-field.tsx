import { useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';
import { isStoredFilePath, localizedValue } from '@front-office/shared/core';
import { usePublicFormEnv } from '../public-form-env';
import type { FieldRendererProps } from './field-renderer-props';
import { StoredFile } from './stored-file';

// Spec 001 §9: signature canvas height 140.
export const SIGNATURE_HEIGHT = 140;

/** Drawn with pointer events (mouse, pen, touch); each finished stroke re-saves the picture. */
export default function SignatureField({ field, fieldKey, labelId, describedBy, value, required, invalid, disabled, onChange, onFile }: FieldRendererProps<'Signature'>) {
  const { language, t } = usePublicFormEnv();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    // The drawing buffer follows the laid-out width so strokes land under the pointer.
    if (canvas && canvas.clientWidth > 0) canvas.width = canvas.clientWidth;
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width > 0 ? event.currentTarget.width / rect.width : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: event.clientY - rect.top };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { x, y } = point(event);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    const canvas = event.currentTarget;
    canvas.toBlob((blob) => {
      if (!blob) return;
      onFile(new File([blob], `${fieldKey}-signature.png`, { type: 'image/png' }));
      onChange('signature.png');
    }, 'image/png');
  };
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    onFile(null);
    onChange(null);
  };

  const stored = isStoredFilePath(value) ? value : null;
  return (
    <div className="fo-signature">
      {stored ? <StoredFile path={stored} imageAlt={t('signatureImage', { label: localizedValue(field.text, language) })} /> : null}
      {/* Read-only, a stored signature is its picture alone: an empty canvas beside it said nothing. */}
      {stored && disabled ? null : (
        <>
          <p className="fo-muted">{typeof value === 'string' && value !== '' ? t('signatureDone') : t('signatureHint')}</p>
          <canvas
            ref={canvasRef}
            className="fo-signature-canvas"
            height={SIGNATURE_HEIGHT}
            role="img"
            aria-labelledby={labelId}
            aria-required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerLeave={end}
          />
          <button type="button" className="fo-button" onClick={clear} disabled={disabled}>
            {t('signatureClear')}
          </button>
        </>
      )}
    </div>
  );
}
